import * as calls from '@bluecat/api/calls';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import BalancePage from './balance-page.tsx';
import { balance, emptyBalance } from './bills-fixture.ts';

// Canvas does not exist under happy-dom: the chart is an image with its text alternative here.
vi.mock('../../lib/chart/chart.tsx', () => ({
  Chart: ({ 'aria-label': label }: { 'aria-label': string }) => <div role="img" aria-label={label} />,
}));

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/balance']}>
      <BalancePage />
    </MemoryRouter>,
  );
}

const success = (data: unknown) => ({ ok: true as const, code: 1, msg: '成功', data });

describe('BalancePage', () => {
  it('shows a skeleton while the balance loads', () => {
    vi.spyOn(api, 'call').mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('shows the amount, the pie with its figures and the explanation', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(success(balance));
    renderPage();

    const summary = await screen.findByRole('region', { name: '账户余额' });
    expect(within(summary).getByText('68.50').parentElement).toHaveTextContent('68.50元');
    expect(within(summary).getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/Recharge');
    expect(call).toHaveBeenCalledWith(calls.QUERY_BALANCE, {}, expect.objectContaining({ toast: false }));

    expect(
      screen.getByRole('img', { name: '余额构成：通用余额48.50元，专用余额20.00元' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: '余额构成明细' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['通用余额48.50元70.8%', '专用余额20.00元29.2%']);
    expect(
      within(screen.getByRole('region', { name: '余额说明' })).getByText(balance.explain ?? ''),
    ).toBeInTheDocument();
  });

  it('shows 暂无数据 in place of the pie when nothing is left', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(success(emptyBalance));
    renderPage();

    const summary = await screen.findByRole('region', { name: '账户余额' });
    expect(within(summary).getByText('0.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '余额构成' })).getByText('暂无数据'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'call')
      .mockResolvedValueOnce({ ok: false, code: -100, msg: '余额查询失败', data: {} })
      .mockResolvedValueOnce(success(balance));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('余额查询失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '账户余额' })).toBeInTheDocument();
  });
});
