import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import RechargeRecords from './recharge-records.tsx';

function renderPage() {
  render(
    <MemoryRouter>
      <RechargeRecords />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('RechargeRecords', () => {
  it('shows a skeleton, then each record with title, amount, number, status and date', async () => {
    const server = answerWith({ RECHARGE_RECORD: 'success' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '充值记录' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();

    const items = within(await screen.findByRole('list', { name: '充值记录' })).getAllByRole('listitem');
    // The contract's success example: one record in each status, the failed one (3) fourth.
    expect(items).toHaveLength(5);
    const [first, , , fourth] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: '话费充值50元' })).toBeInTheDocument();
    expect(first).toHaveTextContent('¥50.00');
    expect(first).toHaveTextContent('充值号码 17088886666');
    expect(first).toHaveTextContent('充值成功');
    expect(first).toHaveTextContent('2024-05-20 10:30:15');
    expect(within(fourth).getByRole('heading', { name: '流量月包3GB' })).toBeInTheDocument();
    expect(fourth).toHaveTextContent('充值失败，退款中');
    expect(server.bodiesOf(calls.RECHARGE_RECORD)).toEqual([{}]);
  });

  it('says 暂无充值记录 when there are none', async () => {
    answerWith({ RECHARGE_RECORD: 'empty' });
    renderPage();
    expect(await screen.findByText('暂无充值记录')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const server = answerWith({ RECHARGE_RECORD: ['failed', 'success'] });
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('查询失败，请稍后重试');

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '充值记录' })).toBeInTheDocument();
    expect(server.bodiesOf(calls.RECHARGE_RECORD)).toHaveLength(2);
  });
});
