import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { answerFrom, coded, ok } from '../../testing/call-fixture.ts';
import { stepRecord } from '../../testing/real-name-fixture.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { PhotoStep } from './photo-step.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

interface UploadOptions {
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}
const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>, options?: UploadOptions) => Promise<unknown>
>;
const PHOTO_URL = 'https://oss.bluecat.example/together/KK202406130002.jpg';

beforeEach(() => {
  storeAgentSession();
  call.mockReset().mockImplementation(answerFrom({ uploadCard: ok(PHOTO_URL, '上传成功') }));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:joint-photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderStep(record: OpeningRecord = stepRecord()) {
  const save = vi.fn(async (_changes: Partial<OpeningRecord>) => true);
  const goTo = vi.fn();
  const view = render(
    <>
      <PhotoStep record={record} variant="main" save={save} goTo={goTo} reset={vi.fn()} />
      <OverlayHost />
    </>,
  );
  return { ...view, save, goTo, user: userEvent.setup() };
}

const toast = () => screen.getByRole('status');
const next = () => screen.getByRole('button', { name: '下一步' });
const camera = () => screen.getByLabelText('拍摄合拍照片');
const photo = () => new File(['jpeg-bytes'], 'IMG_0001.jpg', { type: 'image/jpeg' });

describe('PhotoStep', () => {
  it('opens the rear camera for an image and shows the photo tips', () => {
    renderStep();
    expect(camera()).toHaveAttribute('type', 'file');
    expect(camera()).toHaveAttribute('accept', 'image/*');
    expect(camera()).toHaveAttribute('capture', 'environment');
    for (const tip of [
      '保持照片清晰，小卡板上的号码清晰可见',
      '请勿遮挡身份证背面和卡板',
      '避免光线过亮或过暗',
    ]) {
      expect(screen.getByText(tip)).toBeInTheDocument();
    }
  });

  it('asks for the photo before anything else', async () => {
    const { user, save } = renderStep();
    await user.click(next());
    expect(toast()).toHaveTextContent('请点击合拍图片进行拍照');
    expect(call).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('uploads the photo with the work number as it is taken, then saves location 4 and moves on', async () => {
    const { user, save, goTo } = renderStep();
    await user.upload(camera(), photo());

    await screen.findByText('照片已上传，点击照片可重新拍摄');
    expect(call).toHaveBeenCalledWith(
      calls.uploadCard,
      { image: `data:image/jpeg;base64,${btoa('jpeg-bytes')}`, workNo: 'LM360021' },
      expect.objectContaining({ loading: false, onProgress: expect.any(Function) }),
    );
    expect(save).not.toHaveBeenCalled();

    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
  });

  it('sends a photo that did not get through again on 下一步', async () => {
    call.mockImplementationOnce(async () => {
      throw new GatewayError('服务器内部错误 (500)，请稍后重试...', 'http', { status: 500 });
    });
    const { user, save, goTo } = renderStep();
    await user.upload(camera(), photo());
    await screen.findByText('照片尚未上传成功，点击“下一步”重新上传');

    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(call).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
  });

  it('asks for a new photo after the server refused one', async () => {
    call.mockImplementation(async () => coded(-100, '图片上传失败'));
    const { user, save } = renderStep();
    await user.upload(camera(), photo());
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));

    await user.click(next());
    expect(toast()).toHaveTextContent('请点击合拍图片进行拍照');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    renderStep();
    fireEvent.change(camera(), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(toast()).toHaveTextContent('请选择图片文件');
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps an uploaded photo through a reload and saves it without sending it again', async () => {
    const first = renderStep();
    await first.user.upload(camera(), photo());
    await screen.findByText('照片已上传，点击照片可重新拍摄');
    first.unmount();

    const { user, save, goTo } = renderStep();
    expect(screen.getByText('照片已上传，点击照片可重新拍摄')).toBeInTheDocument();
    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(call).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
  });

  it('tells the agent to take the photo again when the page was reloaded with the camera open', async () => {
    const first = renderStep();
    // Opening the camera: the click reaches the input before the camera takes over the screen.
    fireEvent.click(camera());
    first.unmount();

    renderStep();
    expect(toast()).toHaveTextContent('拍照时页面被重新加载，请重新拍照');
  });

  it('says nothing after a reload when the camera was closed normally', async () => {
    const first = renderStep();
    fireEvent.click(camera());
    await first.user.upload(camera(), photo());
    await screen.findByText('照片已上传，点击照片可重新拍摄');
    first.unmount();
    act(() => resetOverlays());

    renderStep();
    expect(toast()).toBeEmptyDOMElement();
  });

  describe('while the photo goes up', () => {
    const MB = 1024 * 1024;
    /** An upload that reports what the test says and ends when the test says, or when it is cancelled. */
    function heldUpload() {
      const held: { options?: UploadOptions; finish?: () => void } = {};
      call.mockImplementationOnce(
        (_call, _body, options) =>
          new Promise((resolve, reject) => {
            held.options = options;
            held.finish = () => resolve(ok(PHOTO_URL, '上传成功'));
            options?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
      return held;
    }

    it('shows a bar with the percentage and the size sent, gone once the photo is stored', async () => {
      const held = heldUpload();
      const { user } = renderStep();
      await user.upload(camera(), photo());
      await waitFor(() => expect(held.options?.onProgress).toBeTypeOf('function'));
      act(() => held.options?.onProgress?.({ loaded: 0.8 * MB, total: 1.6 * MB }));

      const bar = screen.getByRole('progressbar', { name: '正在上传照片' });
      expect(bar).toHaveAttribute('aria-valuenow', '50');
      expect(screen.getByText('已发送 0.8 MB / 1.6 MB')).toBeInTheDocument();
      act(() => held.options?.onProgress?.({ loaded: 1.6 * MB, total: 1.6 * MB }));
      expect(bar).toHaveAttribute('aria-valuenow', '100');

      await act(async () => held.finish?.());
      await screen.findByText('照片已上传，点击照片可重新拍摄');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('stops at 取消上传 and sends the same photo again on 下一步', async () => {
      const held = heldUpload();
      const { user, save, goTo } = renderStep();
      await user.upload(camera(), photo());
      await user.click(await screen.findByRole('button', { name: '取消上传' }));

      await screen.findByText('照片尚未上传成功，点击“下一步”重新上传');
      expect(held.options?.signal?.aborted).toBe(true);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await user.click(next());
      await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
      expect(call).toHaveBeenCalledTimes(2);
      expect(call.mock.calls[1]?.[1]).toEqual(call.mock.calls[0]?.[1]);
      expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
    });

    it('keeps the prepared photo through a reload and sends those bytes, not a new photo', async () => {
      heldUpload();
      const first = renderStep();
      await first.user.upload(camera(), photo());
      await screen.findByRole('progressbar', { name: '正在上传照片' });
      // The page goes away with the upload under way.
      first.unmount();

      const { user, goTo } = renderStep();
      expect(screen.getByText('照片尚未上传成功，点击“下一步”重新上传')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '合拍照片预览' })).toHaveAttribute(
        'src',
        `data:image/jpeg;base64,${btoa('jpeg-bytes')}`,
      );
      await user.click(next());
      await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
      expect(call).toHaveBeenCalledTimes(2);
      expect(call.mock.calls[1]?.[1]).toEqual({
        image: `data:image/jpeg;base64,${btoa('jpeg-bytes')}`,
        workNo: 'LM360021',
      });
    });
  });
});
