import * as calls from '@bluecat/api/calls';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { RECORD_VIDEO_NOW, VIDEO_NOT_RECEIVED } from './activation.ts';
import RealResultPage from './real-result-page.tsx';

const overlays = vi.hoisted(() => ({ toast: vi.fn(), alert: vi.fn(async () => undefined) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

const QR = 'data:image/png;base64,iVBORw0KGgo=';

type Answer = { ok: boolean; code: number; msg: string; data: unknown };

/** Answers per call name, so the QR code and the video check can differ in one test. */
function answer(byName: Record<string, Answer | (() => Answer)>) {
  return vi.spyOn(api, 'call').mockImplementation((async ({ name }: { name: string }) => {
    const next = byName[name];
    if (!next) throw new Error(`unexpected call ${name}`);
    return typeof next === 'function' ? next() : next;
  }) as unknown as typeof api.call);
}

const ok = (data: unknown): Answer => ({ ok: true, code: 1, msg: '成功', data });

function renderResult(state: unknown = { bizNo: 'FA4', mobilePhone: '13912345678' }) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>首页</h1> },
      { path: '/realName', element: <h1>实名激活表单</h1> },
      { path: '/realResult', element: <RealResultPage /> },
    ],
    { initialEntries: [{ pathname: '/realResult', state }] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  overlays.toast.mockClear();
  overlays.alert.mockClear();
});

describe('RealResultPage', () => {
  it('goes back to the form when opened without a passed verification', async () => {
    const router = renderResult(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/realName'));
  });

  it('alerts once to record the commitment video and shows its QR code', async () => {
    const call = answer({ CPDEIMG: ok(QR) });
    renderResult();

    expect(screen.getByRole('heading', { name: '身份核验成功' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toHaveAttribute('src', QR);
    expect(screen.getByText('请长按识别图中小程序码，完成视频上传')).toBeInTheDocument();
    expect(overlays.alert).toHaveBeenCalledTimes(1);
    expect(overlays.alert).toHaveBeenCalledWith(expect.objectContaining({ message: RECORD_VIDEO_NOW }));
    expect(call).toHaveBeenCalledWith(calls.CPDEIMG, { serviceId: '13912345678' }, expect.anything());
  });

  it('says 二维码获取失败 and fetches again on 重试', async () => {
    const user = userEvent.setup();
    let available = false;
    const qrAnswer = (): Answer =>
      available ? ok(QR) : { ok: false, code: -100, msg: '二维码获取失败', data: {} };
    answer({ CPDEIMG: qrAnswer });
    renderResult();

    expect(await screen.findByRole('alert')).toHaveTextContent('二维码获取失败');
    available = true;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toBeInTheDocument();
  });

  it('asks whether the video arrived: not yet keeps the code up', async () => {
    const user = userEvent.setup();
    const call = answer({ CPDEIMG: ok(QR), checkVideo: ok({ finished: false }) });
    renderResult();
    await screen.findByRole('img', { name: '承诺视频小程序码' });

    await user.click(screen.getByRole('button', { name: '我已完成录制' }));
    await waitFor(() => expect(overlays.toast).toHaveBeenCalledWith(VIDEO_NOT_RECEIVED));
    expect(call).toHaveBeenCalledWith(calls.checkVideo, { serviceId: '13912345678', biz_no: 'FA4' });
    expect(screen.getByRole('img', { name: '承诺视频小程序码' })).toBeInTheDocument();
  });

  it('once the video arrived, says the activation is submitted', async () => {
    const user = userEvent.setup();
    answer({ CPDEIMG: ok(QR), checkVideo: ok({ finished: true }) });
    renderResult();
    await screen.findByRole('img', { name: '承诺视频小程序码' });

    await user.click(screen.getByRole('button', { name: '我已完成录制' }));
    expect(await screen.findByRole('heading', { name: '实名激活已提交' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
