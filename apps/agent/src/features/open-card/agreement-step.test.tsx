import * as calls from '@bluecat/api/calls';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { answerFrom, coded, ok } from '../../testing/call-fixture.ts';
import { stepRecord } from '../../testing/real-name-fixture.ts';
import { AgreementStep } from './agreement-step.tsx';
import type { SignatureStroke } from './signature-pad-export.ts';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

// The real pad needs a drawing canvas (signature-pad.test.tsx covers it); this one signs with a button.
vi.mock('./signature-pad.tsx', () => ({
  SignaturePad: ({ onChange }: { onChange: (strokes: SignatureStroke[]) => void }) => (
    <button
      type="button"
      onClick={() =>
        onChange([
          [
            { x: 100, y: 100 },
            { x: 300, y: 220 },
          ],
        ])
      }
    >
      模拟签名
    </button>
  ),
}));

interface UploadOptions {
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}
const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>, options?: UploadOptions) => Promise<unknown>
>;
const SIGN_URL = 'https://oss.bluecat.example/sign/KK202406130002.png';

/** The agreement box: 1000 px of text in a 300 px window, scrolled to `scrollTop`. */
let scrollTop = 0;

beforeEach(() => {
  scrollTop = 0;
  call.mockReset().mockImplementation(answerFrom({ signatureUpload: ok(SIGN_URL, '上传成功') }));
  const isBox = (element: HTMLElement) => element.classList.contains('open-card-agreement-box');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? 1000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? 300 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop);
  // happy-dom draws nothing on a canvas: the 900×400 export is checked in signature-pad-export.test.ts.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    new Proxy({}, { get: () => () => undefined, set: () => true }) as unknown as RenderingContext,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    return `data:image/png;base64,SIGNATURE-${this.width}x${this.height}`;
  });
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderStep(record: OpeningRecord = stepRecord({ openCardLocation: 2 })) {
  const save = vi.fn(async (_changes: Partial<OpeningRecord>) => true);
  const goTo = vi.fn();
  const reset = vi.fn();
  const view = render(
    <>
      <AgreementStep record={record} variant="main" save={save} goTo={goTo} reset={reset} />
      <OverlayHost />
    </>,
  );
  return { ...view, save, goTo, reset, user: userEvent.setup() };
}

const toast = () => screen.getByRole('status');
const next = () => screen.getByRole('button', { name: '下一步' });
const agreement = () => screen.getByRole('region', { name: '《蓝猫移动入网协议》' });

function scrollTo(position: number) {
  scrollTop = position;
  fireEvent.scroll(agreement());
}

async function readAgreeAndSign(user: ReturnType<typeof userEvent.setup>) {
  scrollTo(700);
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' }));
  await user.click(await screen.findByRole('button', { name: '模拟签名' }));
}

describe('AgreementStep', () => {
  it('shows the whole 蓝猫移动 agreement with its contract terms', () => {
    renderStep();
    const text = agreement().textContent ?? '';
    for (const term of ['蓝猫移动', '千分之三', '有效期一年', '最近5个月', '72小时内修复']) {
      expect(text).toContain(term);
    }
  });

  it('asks, in order, to read to the end, to agree and to sign, before anything is sent', async () => {
    const { user } = renderStep();

    await user.click(next());
    expect(toast()).toHaveTextContent('请完整看完《蓝猫移动入网协议》');

    // 3 px short of the end is not the end; 2 px short is.
    scrollTo(697);
    await user.click(next());
    expect(toast()).toHaveTextContent('请完整看完《蓝猫移动入网协议》');
    scrollTo(698);
    expect(screen.getByText('已阅读至协议末尾')).toBeInTheDocument();
    await user.click(next());
    expect(toast()).toHaveTextContent('请您阅读并同意《蓝猫移动入网协议》');

    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' }));
    await user.click(next());
    expect(toast()).toHaveTextContent('电子签名不能为空');
    expect(call).not.toHaveBeenCalled();
  });

  it('uploads the 900×400 signature, confirms it, saves location 3 and goes to the joint photo', async () => {
    const { user, save, goTo } = renderStep();
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(goTo).toHaveBeenCalledWith(3));
    expect(call).toHaveBeenCalledWith(
      calls.signatureUpload,
      { image: 'data:image/png;base64,SIGNATURE-900x400' },
      expect.objectContaining({ loading: false, onProgress: expect.any(Function) }),
    );
    expect(save).toHaveBeenCalledWith({ openCardLocation: 3, netSignUrl: SIGN_URL });
    expect(toast()).toHaveTextContent('签名已确认，继续进行提交');
  });

  it('goes straight to real-name (location 4) when no card check is needed', async () => {
    const { user, save, goTo } = renderStep(stepRecord({ openCardLocation: 2, ifCheckCard: 0 }));
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, netSignUrl: SIGN_URL });
  });

  it('stays with everything kept when the upload is refused', async () => {
    call.mockImplementation(async () => coded(-100, '签名上传失败'));
    const { user, save, goTo } = renderStep();
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(save).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' })).toBeChecked();
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it('does not move on when the record could not be saved', async () => {
    const { user, save, goTo } = renderStep();
    save.mockResolvedValue(false);
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends one upload for a double tap', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, goTo } = renderStep();
    await readAgreeAndSign(user);
    fireEvent.click(next());
    fireEvent.click(next());
    await act(async () => answer(ok(SIGN_URL)));

    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps what was read, ticked and signed through a reload', async () => {
    const first = renderStep();
    await readAgreeAndSign(first.user);
    first.unmount();

    const { user, goTo } = renderStep();
    expect(screen.getByText('已阅读至协议末尾')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' })).toBeChecked();
    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(3));
  });

  it('clears the signature with 清除签名', async () => {
    const { user } = renderStep();
    await readAgreeAndSign(user);
    await user.click(screen.getByRole('button', { name: '清除签名' }));
    await user.click(next());
    expect(toast()).toHaveTextContent('电子签名不能为空');
  });

  it('shows the signature going up, and 取消上传 keeps it to send the same image again', async () => {
    const held: { options?: UploadOptions } = {};
    call.mockImplementationOnce(
      (_call, _body, options) =>
        new Promise((_resolve, reject) => {
          held.options = options;
          options?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const { user, goTo } = renderStep();
    await readAgreeAndSign(user);
    await user.click(next());
    await waitFor(() => expect(held.options?.onProgress).toBeTypeOf('function'));
    act(() => held.options?.onProgress?.({ loaded: 12_000, total: 48_000 }));

    const bar = screen.getByRole('progressbar', { name: '正在上传签名' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    await user.click(screen.getByRole('button', { name: '取消上传' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(held.options?.signal?.aborted).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '清除签名' })).toBeEnabled();

    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(3));
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1]?.[1]).toEqual(call.mock.calls[0]?.[1]);
  });
});
