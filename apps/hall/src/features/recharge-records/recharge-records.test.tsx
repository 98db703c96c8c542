import * as calls from '@bluecat/api/calls';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import RechargeRecords from './recharge-records.tsx';
import type { RechargeRecord } from './status.ts';

const records: RechargeRecord[] = [
  { date: '2024-05-20 10:30:15', mobilePhone: '17088886666', title: '话费充值50元', amount: 50, status: 2 },
  { date: '2024-04-28 12:00:01', mobilePhone: '13912345678', title: '流量月包3GB', amount: 10, status: 3 },
];

function answer(list: RechargeRecord[]) {
  return { ok: true as const, code: 1, msg: '成功', data: { list } };
}

function renderPage() {
  render(
    <MemoryRouter>
      <RechargeRecords />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RechargeRecords', () => {
  it('shows a skeleton, then each record with title, amount, number, status and date', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(answer(records));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '充值记录' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();

    const items = within(await screen.findByRole('list', { name: '充值记录' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: '话费充值50元' })).toBeInTheDocument();
    expect(first).toHaveTextContent('¥50.00');
    expect(first).toHaveTextContent('充值号码 17088886666');
    expect(first).toHaveTextContent('充值成功');
    expect(first).toHaveTextContent('2024-05-20 10:30:15');
    expect(second).toHaveTextContent('充值号码 13912345678');
    expect(second).toHaveTextContent('充值失败，退款中');
    expect(call).toHaveBeenCalledWith(calls.RECHARGE_RECORD, {}, expect.objectContaining({ toast: false }));
  });

  it('says 暂无充值记录 when there are none', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(answer([]));
    renderPage();
    expect(await screen.findByText('暂无充值记录')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ ok: false, code: -100, msg: '查询失败，请稍后重试', data: {} })
      .mockResolvedValueOnce(answer(records));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('查询失败，请稍后重试');

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '充值记录' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
