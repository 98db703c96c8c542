import * as calls from '@bluecat/api/calls';
import { answerWith, type ContractStub, exampleData, held, stalled } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { openingRecord } from '../../testing/opening-examples.ts';
import { AgreementStep } from './agreement-step.tsx';
import type { SignatureStroke } from './signature-pad-export.ts';

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

/** signatureUpload's stored address in the contract's success example. */
const SIGN_URL = exampleData(calls.signatureUpload) as string;
/** The contract's paid opening (a package with a card check), at the agreement step. */
const atAgreement = (changes: Partial<OpeningRecord> = {}): OpeningRecord => ({
  ...openingRecord('location3'),
  openCardLocation: 2,
  netSignUrl: '',
  ...changes,
});
let server: ContractStub;
/** What the drawn-on canvas exports: its size, then about 40 KB, as a 900×400 signature PNG weighs. */
const exportOf = (width: number, height: number) =>
  `data:image/png;base64,SIGNATURE-${width}x${height}${'A'.repeat(40_000)}`;

/** The agreement box: 1000 px of text in a 300 px window, scrolled to `scrollTop`. */
let scrollTop = 0;

beforeEach(() => {
  scrollTop = 0;
  server = answerWith({ signatureUpload: 'success' });
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
    return exportOf(this.width, this.height);
  });
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderStep(record: OpeningRecord = atAgreement()) {
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
    expect(server.requests).toEqual([]);
  });

  it('uploads the 900×400 signature, confirms it, saves location 3 and goes to the joint photo', async () => {
    const { user, save, goTo } = renderStep();
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(goTo).toHaveBeenCalledWith(3));
    expect(server.bodiesOf(calls.signatureUpload)).toEqual([{ image: exportOf(900, 400) }]);
    expect(save).toHaveBeenCalledWith({ openCardLocation: 3, netSignUrl: SIGN_URL });
    expect(toast()).toHaveTextContent('签名已确认，继续进行提交');
  });

  it('goes straight to real-name (location 4) when no card check is needed', async () => {
    const { user, save, goTo } = renderStep(atAgreement({ ifCheckCard: 0 }));
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, netSignUrl: SIGN_URL });
  });

  it('stays with everything kept when the upload is refused', async () => {
    server.pick({ signatureUpload: 'failed' });
    const { user, save, goTo } = renderStep();
    await readAgreeAndSign(user);
    await user.click(next());

    await waitFor(() => expect(toast()).toHaveTextContent('签名上传失败'));
    // The gateway shows the refusal before the step has taken it back: 下一步 is offered again after.
    await waitFor(() => expect(next()).toHaveAttribute('aria-disabled', 'false'));
    expect(server.countOf(calls.signatureUpload)).toBe(1);
    expect(save).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' })).toBeChecked();
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
    const upload = held();
    server.pick({ signatureUpload: upload });
    const { user, goTo } = renderStep();
    await readAgreeAndSign(user);
    fireEvent.click(next());
    fireEvent.click(next());
    await act(async () => upload.release('success'));

    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(server.countOf(calls.signatureUpload)).toBe(1);
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
    server.pick({ signatureUpload: [stalled(0.25), 'success'] });
    const { user, goTo } = renderStep();
    await readAgreeAndSign(user);
    await user.click(next());

    const bar = await screen.findByRole('progressbar', { name: '正在上传签名' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    // The step draws its own bar: no loading overlay over it and its 取消上传.
    expect(screen.getAllByRole('progressbar')).toEqual([bar]);
    await user.click(screen.getByRole('button', { name: '取消上传' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '清除签名' })).toBeEnabled();

    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(3));
    const [first, second] = server.bodiesOf(calls.signatureUpload);
    expect(second).toEqual(first);
    expect(server.countOf(calls.signatureUpload)).toBe(2);
  });
});
