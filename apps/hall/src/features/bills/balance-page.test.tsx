import * as calls from '@bluecat/api/calls';
import { answerWith, held } from '@bluecat/api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import BalancePage from './balance-page.tsx';

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

describe('BalancePage', () => {
  it('shows a skeleton while the balance loads', () => {
    answerWith({ QUERY_BALANCE: held() });
    renderPage();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('shows the amount, the pie with its figures and the explanation', async () => {
    const server = answerWith({ QUERY_BALANCE: 'success' });
    renderPage();

    const summary = await screen.findByRole('region', { name: '账户余额' });
    expect(within(summary).getByText('68.50').parentElement).toHaveTextContent('68.50元');
    expect(within(summary).getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/Recharge');
    expect(server.bodiesOf(calls.QUERY_BALANCE)).toEqual([{}]);

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
      within(screen.getByRole('region', { name: '余额说明' })).getByText(
        '通用余额可抵扣所有费用；专用余额仅可抵扣指定业务费用。',
      ),
    ).toBeInTheDocument();
  });

  it('shows 暂无数据 in place of the pie when nothing is left', async () => {
    answerWith({ QUERY_BALANCE: 'empty' });
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
    answerWith({ QUERY_BALANCE: ['failed', 'success'] });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('余额查询失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '账户余额' })).toBeInTheDocument();
  });
});
