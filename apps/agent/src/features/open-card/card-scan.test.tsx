import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardScan } from './card-scan.tsx';

// The decoder (native, zxing-wasm or the JavaScript one, barcode-reader.test.ts) is the journeys' to run
// (e2e/agent/card-scan.spec.ts); here it never arrives, as on a slow line.
const decoders = vi.hoisted(() => ({ any: true }));
vi.mock('./barcode-reader.ts', () => ({
  canReadBarcodes: () => decoders.any,
  openBarcodeReader: () => new Promise(() => undefined),
}));

/** 卡号 as the info step holds it, with the scan under it. */
function CardEntry({ onRead }: { onRead?: (cardNo: string) => void }) {
  const [cardNo, setCardNo] = useState('');
  return (
    <div>
      <label htmlFor="card">卡号</label>
      <input id="card" value={cardNo} onChange={(event) => setCardNo(event.target.value.slice(0, 7))} />
      <CardScan
        inputId="card"
        onRead={(read) => {
          setCardNo(read);
          onRead?.(read);
        }}
      />
    </div>
  );
}

function paste(text: string) {
  const input = screen.getByLabelText('卡号');
  const data = new DataTransfer();
  data.setData('text/plain', text);
  fireEvent.paste(input, { clipboardData: data });
}

function withMediaDevices(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

afterEach(() => {
  decoders.any = true;
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
});

describe('CardScan', () => {
  it('says so under a disabled button where the browser has no getUserMedia', () => {
    render(<CardEntry />);
    expect(screen.getByRole('button', { name: '扫描卡板条码' })).toBeDisabled();
    expect(screen.getByText('当前浏览器不支持摄像头扫码，请手动输入卡号')).toBeInTheDocument();
  });

  it('says so under a disabled button where the engine has no decoder to read with', () => {
    decoders.any = false;
    withMediaDevices(() => Promise.reject(new Error('not asked')));
    render(<CardEntry />);
    expect(screen.getByRole('button', { name: '扫描卡板条码' })).toBeDisabled();
    expect(screen.getByText('当前浏览器不支持条码识别，请手动输入卡号')).toBeInTheDocument();
  });

  it('says a plain-HTTP page cannot have the camera', () => {
    vi.stubGlobal('isSecureContext', false);
    withMediaDevices(() => Promise.reject(new Error('not asked')));
    render(<CardEntry />);
    expect(screen.getByRole('button', { name: '扫描卡板条码' })).toBeDisabled();
    expect(screen.getByText('当前页面不是HTTPS，无法使用摄像头，请手动输入卡号')).toBeInTheDocument();
  });

  it.each([
    ['NotAllowedError', '摄像头权限被拒绝，请在设置中允许后重试，或手动输入卡号'],
    ['NotFoundError', '未找到可用的摄像头，请手动输入卡号'],
    ['NotReadableError', '摄像头无法打开，请稍后重试或手动输入卡号'],
  ])('closes the sheet on %s and says why, the button staying', async (name, reason) => {
    withMediaDevices(() => Promise.reject(new DOMException('refused', name)));
    render(<CardEntry />);
    await userEvent.type(screen.getByLabelText('卡号'), '12');
    await userEvent.click(screen.getByRole('button', { name: '扫描卡板条码' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '扫描卡板条码' })).toBeEnabled();
    expect(screen.getByLabelText('卡号')).toHaveValue('12');
  });

  it('takes a whole ICCID pasted into 卡号 as its last 7 digits, and names it once', async () => {
    const onRead = vi.fn();
    render(<CardEntry onRead={onRead} />);
    paste('8986 0321 2457 3123 4567');
    expect(onRead).toHaveBeenCalledWith('1234567');
    expect(screen.getByLabelText('卡号')).toHaveValue('1234567');
    expect(screen.getByText('已识别ICCID：89860321245731234567，请与卡板核对')).toBeInTheDocument();
    // Typing puts the note away.
    await userEvent.type(screen.getByLabelText('卡号'), '{Backspace}');
    expect(screen.queryByText(/已识别ICCID/)).not.toBeInTheDocument();
  });

  it('refuses a pasted ICCID whose check digit does not fit, and keeps the field', () => {
    const onRead = vi.fn();
    render(<CardEntry onRead={onRead} />);
    paste('89860321245791234567');
    expect(screen.getByRole('alert')).toHaveTextContent('ICCID校验位不符，请重新扫描或手动输入卡号');
    expect(onRead).not.toHaveBeenCalled();
    expect(screen.getByLabelText('卡号')).toHaveValue('');
  });
});
