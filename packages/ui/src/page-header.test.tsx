import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('shows the title as the page heading', () => {
    render(<PageHeader title="积分兑换" />);
    expect(screen.getByRole('heading', { level: 1, name: '积分兑换' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('heading'));
  });

  it('goes back in history by default', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<PageHeader title="我的账单" />);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('calls onBack instead of history when given', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const onBack = vi.fn();
    render(<PageHeader title="开具发票" onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });

  it('renders the right slot', () => {
    render(<PageHeader title="开票记录" right={<a href="/invoiceHelp">开票说明</a>} />);
    expect(screen.getByRole('link', { name: '开票说明' })).toHaveAttribute('href', '/invoiceHelp');
  });
});
