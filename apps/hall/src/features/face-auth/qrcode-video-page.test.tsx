import * as calls from '@bluecat/api/calls';
import { answerWith, exampleData } from '@bluecat/api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import QrcodeVideoPage, { NO_PHONE } from './qrcode-video-page.tsx';

// CPDEIMG's success example: the QR code as a data address.
const QR = exampleData(calls.CPDEIMG) as string;

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QrcodeVideoPage />
    </MemoryRouter>,
  );
}

describe('QrcodeVideoPage', () => {
  it('shows the QR code of the number in the link', async () => {
    const server = answerWith({ CPDEIMG: 'success' });
    renderAt('/QRcodeVideo?serviceId=17088886666');
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toHaveAttribute('src', QR);
    expect(server.bodiesOf(calls.CPDEIMG)).toEqual([{ serviceId: '17088886666' }]);
  });

  it('says 二维码获取失败 and asks again on 重试', async () => {
    const user = userEvent.setup();
    const server = answerWith({ CPDEIMG: ['failed', 'success'] });
    renderAt('/QRcodeVideo?phone=17088886666');
    expect(await screen.findByRole('alert')).toHaveTextContent('二维码获取失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '承诺视频小程序码' })).toBeInTheDocument();
    expect(server.countOf(calls.CPDEIMG)).toBe(2);
  });

  it.each(['/QRcodeVideo', '/QRcodeVideo?serviceId=12345'])(
    'asks for nothing without a valid number (%s)',
    (entry) => {
      const server = answerWith();
      renderAt(entry);
      expect(screen.getByText(NO_PHONE)).toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    },
  );
});
