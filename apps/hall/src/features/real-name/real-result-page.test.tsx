import * as calls from '@bluecat/api/calls';
import { answerWith, exampleData } from '@bluecat/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_VIDEO_NOW, VIDEO_NOT_RECEIVED } from './activation.ts';
import RealResultPage from './real-result-page.tsx';

const overlays = vi.hoisted(() => ({ toast: vi.fn(), alert: vi.fn(async () => undefined) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

// CPDEIMG's success example: the QR code as a data address.
const QR = exampleData(calls.CPDEIMG) as string;

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
    const server = answerWith({ CPDEIMG: 'success' });
    renderResult();

    expect(screen.getByRole('heading', { name: '身份核验成功' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toHaveAttribute('src', QR);
    expect(screen.getByText('请长按识别图中小程序码，完成视频上传')).toBeInTheDocument();
    expect(overlays.alert).toHaveBeenCalledTimes(1);
    expect(overlays.alert).toHaveBeenCalledWith(expect.objectContaining({ message: RECORD_VIDEO_NOW }));
    // StrictMode mounts the page twice; the first mount's request is left behind as it unmounts.
    const asked = { serviceId: '13912345678' };
    expect(server.bodiesOf(calls.CPDEIMG)).toEqual([asked, asked]);
  });

  it('says 二维码获取失败 and fetches again on 重试', async () => {
    const user = userEvent.setup();
    const server = answerWith({ CPDEIMG: 'failed' });
    renderResult();

    expect(await screen.findByRole('alert')).toHaveTextContent('二维码获取失败');
    server.pick({ CPDEIMG: 'success' });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toBeInTheDocument();
  });

  it('asks whether the video arrived: not yet keeps the code up', async () => {
    const user = userEvent.setup();
    const server = answerWith({ CPDEIMG: 'success', checkVideo: 'pending' });
    renderResult();
    await screen.findByRole('img', { name: '承诺视频小程序码' });

    await user.click(screen.getByRole('button', { name: '我已完成录制' }));
    await waitFor(() => expect(overlays.toast).toHaveBeenCalledWith(VIDEO_NOT_RECEIVED));
    expect(server.bodiesOf(calls.checkVideo)).toEqual([{ serviceId: '13912345678', biz_no: 'FA4' }]);
    expect(screen.getByRole('img', { name: '承诺视频小程序码' })).toBeInTheDocument();
  });

  it('once the video arrived, says the activation is submitted', async () => {
    const user = userEvent.setup();
    answerWith({ CPDEIMG: 'success', checkVideo: 'success' });
    renderResult();
    await screen.findByRole('img', { name: '承诺视频小程序码' });

    await user.click(screen.getByRole('button', { name: '我已完成录制' }));
    expect(await screen.findByRole('heading', { name: '实名激活已提交' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
