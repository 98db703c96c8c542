import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPage } from './status-page.tsx';

describe('StatusPage', () => {
  it('is a page named by its title that retries on 重试', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<StatusPage title="授权失败" text="微信授权未完成" onRetry={onRetry} />);

    expect(screen.getByRole('main', { name: '授权失败' })).toHaveTextContent('微信授权未完成');
    expect(screen.getByRole('heading', { level: 1, name: '授权失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('only informs when there is nothing to retry', () => {
    render(<StatusPage title="提示" text="请在微信客户端打开" />);
    expect(screen.getByRole('main', { name: '提示' })).toHaveTextContent('请在微信客户端打开');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
