import * as calls from '@bluecat/api/calls';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import QrcodeVideoPage, { NO_PHONE } from './qrcode-video-page.tsx';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QrcodeVideoPage />
    </MemoryRouter>,
  );
}

describe('QrcodeVideoPage', () => {
  it('shows the QR code of the number in the link', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '成功', data: QR });
    renderAt('/QRcodeVideo?serviceId=17088886666');
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toHaveAttribute('src', QR);
    expect(call).toHaveBeenCalledWith(calls.CPDEIMG, { serviceId: '17088886666' }, expect.anything());
  });

  it('says 二维码获取失败 and asks again on 重试', async () => {
    const user = userEvent.setup();
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ ok: false, code: -100, msg: '获取失败', data: {} })
      .mockResolvedValueOnce({ ok: true, code: 1, msg: '成功', data: QR });
    renderAt('/QRcodeVideo?phone=17088886666');
    expect(await screen.findByRole('alert')).toHaveTextContent('二维码获取失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it.each(['/QRcodeVideo', '/QRcodeVideo?serviceId=12345'])(
    'asks for nothing without a valid number (%s)',
    (entry) => {
      const call = vi.spyOn(api, 'call');
      renderAt(entry);
      expect(screen.getByText(NO_PHONE)).toBeInTheDocument();
      expect(call).not.toHaveBeenCalled();
    },
  );
});
