import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMegabytes, UploadProgress, uploadPercent } from './upload-progress.tsx';

const MB = 1024 * 1024;

describe('uploadPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 2 * MB, 0],
    [0.8 * MB, 1.6 * MB, 50],
    // Not 100 until the last byte is out.
    [1.6 * MB - 1, 1.6 * MB, 99],
    [1.6 * MB, 1.6 * MB, 100],
  ])('%d of %d bytes is %d %%', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});

describe('UploadProgress', () => {
  it('is a labelled progress bar with its value, the size sent and 取消上传', async () => {
    const onCancel = vi.fn();
    render(<UploadProgress label="正在上传照片" loaded={0.8 * MB} total={1.6 * MB} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: '正在上传照片' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '50%，已发送 0.8 MB / 1.6 MB');
    expect(screen.getByText('已发送 0.8 MB / 1.6 MB')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消上传' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says sizes in megabytes with one decimal', () => {
    expect(formatMegabytes(0)).toBe('0.0 MB');
    expect(formatMegabytes(1.5 * MB)).toBe('1.5 MB');
    expect(formatMegabytes(2_097_152 + 80)).toBe('2.0 MB');
  });
});
