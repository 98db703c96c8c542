import * as calls from '@bluecat/api/calls';
import { answerWith, type ContractStub, exampleData, held, stalled } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { openingRecord } from '../../testing/opening-examples.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { PhotoStep } from './photo-step.tsx';

/** uploadCard's stored address in the contract's success example. */
const PHOTO_URL = exampleData(calls.uploadCard) as string;
let server: ContractStub;

beforeEach(() => {
  storeAgentSession();
  server = answerWith({ uploadCard: 'success' });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:joint-photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => resetOverlays());
});

/** The contract's paid and signed opening at the joint photo (location3). */
function renderStep(record: OpeningRecord = openingRecord('location3')) {
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
    expect(server.requests).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('uploads the photo with the work number as it is taken, then saves location 4 and moves on', async () => {
    const { user, save, goTo } = renderStep();
    await user.upload(camera(), photo());

    await screen.findByText('照片已上传，点击照片可重新拍摄');
    expect(server.bodiesOf(calls.uploadCard)).toEqual([
      { image: `data:image/jpeg;base64,${btoa('jpeg-bytes')}`, workNo: 'LM360021' },
    ]);
    expect(save).not.toHaveBeenCalled();

    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
  });

  it('sends a photo that did not get through again on 下一步', async () => {
    server.pick({ uploadCard: ['code=500', 'success'] });
    const { user, save, goTo } = renderStep();
    await user.upload(camera(), photo());
    await screen.findByText('照片尚未上传成功，点击“下一步”重新上传');

    await user.click(next());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
    expect(server.countOf(calls.uploadCard)).toBe(2);
    expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
  });

  it('asks for a new photo after the server refused one', async () => {
    server.pick({ uploadCard: 'failed' });
    const { user, save } = renderStep();
    await user.upload(camera(), photo());
    await waitFor(() => expect(toast()).toHaveTextContent('图片上传失败'));
    // The gateway shows the refusal before the step has taken it back: 下一步 is offered again after.
    await waitFor(() => expect(next()).toHaveAttribute('aria-disabled', 'false'));
    expect(server.countOf(calls.uploadCard)).toBe(1);

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
    expect(server.requests).toEqual([]);
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
    expect(server.countOf(calls.uploadCard)).toBe(1);
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
    /** A 1.2 MB photo, within the 1.5 MB sent as taken: about 1.6 MB once in the JSON body as base64. */
    const largePhoto = () => new File(['x'.repeat(1.2 * MB)], 'IMG_0002.jpg', { type: 'image/jpeg' });
    const bar = () => screen.getByRole('progressbar', { name: '正在上传照片' });

    it('shows a bar with the percentage and the size sent, gone once the photo is stored', async () => {
      const answer = held();
      server.pick({ uploadCard: answer });
      const { user } = renderStep();
      await user.upload(camera(), largePhoto());

      // Every byte is out and the server has not answered yet.
      await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '100'));
      expect(screen.getByText('已发送 1.6 MB / 1.6 MB')).toBeInTheDocument();
      // The step draws its own bar: no loading overlay over it and its 取消上传.
      expect(screen.getAllByRole('progressbar')).toEqual([bar()]);
      await act(async () => answer.release('success'));
      await screen.findByText('照片已上传，点击照片可重新拍摄');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows how far a stalled upload got, stops at 取消上传 and sends the same photo on 下一步', async () => {
      server.pick({ uploadCard: [stalled(0.5), 'success'] });
      const { user, save, goTo } = renderStep();
      await user.upload(camera(), largePhoto());
      await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '50'));
      expect(screen.getByText('已发送 0.8 MB / 1.6 MB')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '取消上传' }));
      await screen.findByText('照片尚未上传成功，点击“下一步”重新上传');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await user.click(next());
      await waitFor(() => expect(goTo).toHaveBeenCalledWith(4));
      const [first, second] = server.bodiesOf(calls.uploadCard);
      expect(second).toEqual(first);
      expect(server.countOf(calls.uploadCard)).toBe(2);
      expect(save).toHaveBeenCalledWith({ openCardLocation: 4, TogetherUrl: PHOTO_URL });
    });

    it('keeps the prepared photo through a reload and sends those bytes, not a new photo', async () => {
      server.pick({ uploadCard: [stalled(0.5), 'success'] });
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
      expect(server.bodiesOf(calls.uploadCard)).toEqual([
        { image: `data:image/jpeg;base64,${btoa('jpeg-bytes')}`, workNo: 'LM360021' },
        { image: `data:image/jpeg;base64,${btoa('jpeg-bytes')}`, workNo: 'LM360021' },
      ]);
    });
  });
});
