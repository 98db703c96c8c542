import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HallShell } from './hall-shell.tsx';
import { HOTLINE_NOTICE } from './hotline-notice.tsx';

function renderShell(at: string) {
  const router = createMemoryRouter([{ path: '*', element: <HallShell>页面内容</HallShell> }], {
    initialEntries: [at],
  });
  render(<RouterProvider router={router} />);
}

describe('HallShell', () => {
  it('announces the hotline 10020 and the staffed hours 8:00-21:00', () => {
    renderShell('/BusinessQuery');
    expect(HOTLINE_NOTICE).toContain('10020');
    expect(HOTLINE_NOTICE).toContain('8:00-21:00');
    const copies = within(screen.getByRole('note')).getAllByText(HOTLINE_NOTICE);
    // The marquee shows two copies to loop seamlessly; assistive technology reads one.
    expect(copies.filter((copy) => !copy.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it('has the four hall tabs in the spec order, linking to their routes', () => {
    renderShell('/BusinessQuery');
    const tabs = within(screen.getByRole('navigation', { name: '营业厅' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['号码充值', '/Recharge'],
      ['业务查询', '/BusinessQuery'],
      ['业务办理', '/BusinessHandle'],
      ['个人信息', '/PersonalInformation'],
    ]);
  });

  it('marks the tab of the current page', () => {
    renderShell('/PersonalInformation');
    expect(screen.getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '业务查询' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });
});
