import * as calls from '@bluecat/api/calls';
import { answerWith, held } from '@bluecat/api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import BillPage from './bill-page.tsx';

// Canvas does not exist under happy-dom: the chart is an image with its text alternative here.
vi.mock('../../lib/chart/chart.tsx', () => ({
  Chart: ({ 'aria-label': label }: { 'aria-label': string }) => <div role="img" aria-label={label} />,
}));

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <BillPage />
    </MemoryRouter>,
  );
}

/**
 * The words of the bill's heading, found by its total. happy-dom computes no CSS display, so its
 * accessible names get spaces around the emphasised total that a browser does not add.
 */
async function billHeadingText(total: string) {
  const name = (text: string) => text.replace(/\s/g, '').endsWith(`总费用${total}元`);
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.textContent;
}

describe('BillPage', () => {
  it('shows a skeleton while the bill loads', () => {
    answerWith({ QUERY_BILL_DETAILS: held() });
    renderAt('/bill');
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it("shows this month's bill: total in the title, chart, figures, fee lines, note and links", async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'success' });
    renderAt('/bill');

    expect(screen.getByRole('heading', { level: 1, name: '本月账单' })).toBeInTheDocument();
    expect(await billHeadingText('26.50')).toBe('您好，您本月截至目前的账单为：总费用26.50元');
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{}]);
    expect(screen.getByText('账期：2024年05月')).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: '费用构成：套餐费19.00元，流量费5.00元，语音费2.20元，短信费0.30元' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: '费用构成明细' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['套餐费19.00元71.7%', '流量费5.00元18.9%', '语音费2.20元8.3%', '短信费0.30元1.1%']);

    const lines = screen.getByRole('region', { name: '费用明细' });
    expect(within(lines).getByText('国内语音通话费').nextSibling).toHaveTextContent('2.20元');
    expect(screen.getByText('本账单为截至目前的实时费用，最终以月结账单为准。')).toBeInTheDocument();

    const links = screen.getByRole('navigation', { name: '账单服务' });
    expect(within(links).getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/Recharge');
    expect(within(links).getByRole('link', { name: '历史账单' })).toHaveAttribute('href', '/historyBill');
  });

  it('asks for the month in the date query and words the title for that month', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'history' });
    renderAt('/billDetails?date=2024-03');

    expect(screen.getByRole('heading', { level: 1, name: '2024年03月账单' })).toBeInTheDocument();
    expect(await billHeadingText('19.00')).toBe('您好，您2024年03月的账单为：总费用19.00元');
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{ date: '2024-03' }]);
  });

  it('treats /billDetails without a date as this month so far', async () => {
    const server = answerWith({ QUERY_BILL_DETAILS: 'untitled' });
    renderAt('/billDetails');

    expect(await billHeadingText('26.50')).toBe('您好，您本月截至目前的账单为：总费用26.50元');
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{}]);
  });

  it('shows 暂无数据 in place of the chart when there are no fees yet', async () => {
    answerWith({ QUERY_BILL_DETAILS: 'empty' });
    renderAt('/bill');

    expect(await billHeadingText('0.00')).toBe('您好，您本月截至目前的账单为：总费用0.00元');
    expect(
      within(screen.getByRole('region', { name: '费用构成' })).getByText('暂无数据'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '费用明细' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const user = userEvent.setup();
    const server = answerWith({ QUERY_BILL_DETAILS: ['failed', 'success'] });
    renderAt('/bill');

    expect(await screen.findByRole('alert')).toHaveTextContent('账单查询失败');
    await user.click(screen.getByRole('button', { name: '重试' }));

    expect(await billHeadingText('26.50')).toBe('您好，您本月截至目前的账单为：总费用26.50元');
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toHaveLength(2);
  });

  it('does not ask for a malformed month and offers the history instead', () => {
    const server = answerWith();
    renderAt('/billDetails?date=2024-13');

    expect(screen.getByText('账单月份有误')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看历史账单' })).toHaveAttribute('href', '/historyBill');
    expect(server.requests).toEqual([]);
  });
});
