import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FaceAuthGate } from './face-auth-gate.tsx';
import type { FaceAuthState } from './machine.ts';
import type { FaceAuth } from './use-face-auth.ts';

function renderGate(state: FaceAuthState) {
  const auth: FaceAuth = {
    state,
    busy: false,
    start: vi.fn(),
    retry: vi.fn(),
    retryQr: vi.fn(),
    backToForm: vi.fn(),
  };
  render(
    <FaceAuthGate auth={auth}>
      <form aria-label="查询表单" />
    </FaceAuthGate>,
  );
  return auth;
}

describe('FaceAuthGate', () => {
  it.each<FaceAuthState>([
    { phase: 'idle' },
    { phase: 'starting' },
    { phase: 'checking', bizNo: 'FA1' },
    { phase: 'rejected', bizNo: 'FA1' },
  ])('shows the form while %o', (state) => {
    renderGate(state);
    expect(screen.getByRole('form', { name: '查询表单' })).toBeInTheDocument();
  });

  it('shows the authentication-failed screen with 重试 and 返回修改', async () => {
    const user = userEvent.setup();
    const auth = renderGate({ phase: 'failed', bizNo: 'FA1', message: '身份核验失败，请重试' });
    expect(screen.getByRole('heading', { name: '身份核验失败' })).toBeInTheDocument();
    expect(screen.getByText('身份核验失败，请重试')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(auth.retry).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(auth.backToForm).toHaveBeenCalled();
  });

  it('shows the commitment-video QR code with the long-press hint', () => {
    renderGate({ phase: 'qr-shown', image: 'data:image/png;base64,AA' });
    expect(screen.getByRole('heading', { name: '录制承诺视频' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '承诺视频小程序码' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AA',
    );
    expect(screen.getByText('请长按识别图中小程序码，完成视频上传')).toBeInTheDocument();
  });

  it('shows the QR code loading', () => {
    renderGate({ phase: 'video-required' });
    expect(screen.getByRole('progressbar', { name: '二维码加载中' })).toBeInTheDocument();
  });

  it('says 二维码获取失败 and offers 重试', async () => {
    const user = userEvent.setup();
    const auth = renderGate({ phase: 'qr-failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('二维码获取失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(auth.retryQr).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(auth.backToForm).toHaveBeenCalled();
  });
});
