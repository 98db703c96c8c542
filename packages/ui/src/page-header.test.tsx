import { NavBar } from '@nutui/nutui-react';
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

  // NutUI's stylesheet lays the header out from these class names: the same as its NavBar's.
  it('has the classes of NutUI’s NavBar with a title and both sides', () => {
    const classes = (root: Element | null) =>
      [...(root?.querySelectorAll('[class^="nut-navbar"]') ?? [])].map((node) => node.getAttribute('class'));
    const ours = render(<PageHeader title="开票记录" right={<span>说明</span>} />).container;
    const nut = render(
      <NavBar title={<h1>开票记录</h1>} left={<span>返回</span>} right={<span>说明</span>} />,
    ).container;
    expect(classes(ours)).toEqual(classes(nut));
  });
});
