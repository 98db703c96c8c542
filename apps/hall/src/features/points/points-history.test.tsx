import * as calls from '@bluecat/api/calls';
import { answerWith, type SentRequest } from '@bluecat/api/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOverlays, renderPoints } from '../../testing/points-test-kit.tsx';
import { formatPointsChange } from './integral-details.tsx';
import { formatOrderAmount } from './my-order.tsx';

afterEach(clearOverlays);

/**
 * The contract's examples by the type asked for: 全部 all three changes (每日签到 +1, 话费消费赠送积分 +58,
 * 兑换10元话费券 -1000), 获得 the earned one, 使用 none.
 */
const detailByType = ({ body }: SentRequest) => ['success', 'earned', 'empty'][Number(body.type)] ?? 'empty';

/** By the interval asked for: 近六个月 10元话费券 and 1GB国内流量日包, 近一年 an earlier 1GB国内流量日包, 近两年 none. */
const ordersByInterval = ({ body }: SentRequest) =>
  ['success', 'earlier', 'empty'][Number(body.interval)] ?? 'empty';

/** A paragraph of POINTS_RULE's success example. */
const RULE = '每日签到可获得1积分；每消费1元话费累计1积分。';

describe('formatting', () => {
  it.each([
    [1, '+1'],
    [58, '+58'],
    [0, '0'],
    [-1000, '-1000'],
  ])('points change %s reads %s', (points, text) => {
    expect(formatPointsChange(points)).toBe(text);
  });

  it.each([
    [10, '¥10.00'],
    [3, '¥3.00'],
    [0.5, '¥0.50'],
    [19.999, '¥20.00'],
  ])('amount %s reads %s', (amount, text) => {
    expect(formatOrderAmount(amount)).toBe(text);
  });
});

describe('/integralDetails', () => {
  it('shows 全部 first and each type once: going back to a type asks nothing again', async () => {
    const user = userEvent.setup();
    const server = answerWith({ POINTS_DETAIL: detailByType });
    const { router } = renderPoints('/integralDetails');

    expect(screen.getByRole('tab', { name: '积分明细' })).toHaveAttribute('aria-selected', 'true');
    const types = screen.getByRole('tablist', { name: '明细类型' });
    expect(within(types).getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('每日签到')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByText('-1000')).toBeInTheDocument();

    await user.click(within(types).getByRole('tab', { name: '获得' }));
    expect(await screen.findByText('+58')).toBeInTheDocument();
    expect(screen.getByText('话费消费赠送积分')).toBeInTheDocument();
    expect(screen.queryByText('每日签到')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=1');

    await user.click(within(types).getByRole('tab', { name: '使用' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();

    await user.click(within(types).getByRole('tab', { name: '全部' }));
    expect(screen.getByText('每日签到')).toBeInTheDocument();
    await user.click(within(types).getByRole('tab', { name: '获得' }));
    expect(screen.getByText('话费消费赠送积分')).toBeInTheDocument();
    expect(screen.queryByText('每日签到')).not.toBeInTheDocument();

    expect(server.bodiesOf(calls.POINTS_DETAIL)).toEqual([{ type: 0 }, { type: 1 }, { type: 2 }]);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    answerWith({ POINTS_DETAIL: detailByType });
    renderPoints('/integralDetails');
    await screen.findByText('每日签到');

    within(screen.getByRole('tablist', { name: '明细类型' }))
      .getByRole('tab', { name: '全部' })
      .focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '使用' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '使用' })).toHaveAttribute('aria-selected', 'true');
  });

  // Sanitising itself is RichText's, checked in Chromium (happy-dom's parser is not DOMPurify's target).
  it('shows the points rule through RichText, fetched once', async () => {
    const user = userEvent.setup();
    const server = answerWith({ POINTS_DETAIL: detailByType, POINTS_RULE: 'success' });
    renderPoints('/integralDetails');
    await screen.findByText('每日签到');

    await user.click(screen.getByRole('tab', { name: '积分规则' }));
    const rule = await screen.findByText(RULE);
    expect(rule.closest('.bc-rich-text')).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: '积分明细' }));
    await user.click(screen.getByRole('tab', { name: '积分规则' }));
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(server.countOf(calls.POINTS_RULE)).toBe(1);
    expect(server.countOf(calls.POINTS_DETAIL)).toBe(1);
  });

  it('opens the rule straight from ?tab=rule', async () => {
    answerWith({ POINTS_RULE: 'success' });
    renderPoints('/integralDetails?tab=rule');
    expect(screen.getByRole('tab', { name: '积分规则' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(RULE)).toBeInTheDocument();
  });

  it('shows an empty rule as 暂无数据', async () => {
    answerWith({ POINTS_RULE: 'blank' });
    renderPoints('/integralDetails?tab=rule');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed detail load with 重试, and keeps no failure in the cache', async () => {
    const user = userEvent.setup();
    const server = answerWith({ POINTS_DETAIL: ['failed', 'success'] });
    renderPoints('/integralDetails');

    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('每日签到')).toBeInTheDocument();
    expect(server.countOf(calls.POINTS_DETAIL)).toBe(2);
  });
});

describe('/myOrder', () => {
  it('lists the orders of a range from the dropdown, each range fetched once', async () => {
    const user = userEvent.setup();
    const server = answerWith({ POINTS_ORDERS: ordersByInterval });
    const { router } = renderPoints('/myOrder');

    expect(screen.getByRole('heading', { level: 1, name: '我的订单' })).toBeInTheDocument();
    const range = screen.getByRole('combobox', { name: '时间范围' });
    expect(range).toHaveDisplayValue('近六个月');
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['近六个月', '近一年', '近两年']);
    expect(await screen.findByText('10元话费券')).toBeInTheDocument();
    expect(screen.getByText('¥10.00')).toBeInTheDocument();
    expect(screen.getByText('兑换时间 2024-05-12 10:21:33')).toBeInTheDocument();

    await user.selectOptions(range, '近一年');
    expect(await screen.findByText('兑换时间 2023-09-02 18:05:10')).toBeInTheDocument();
    expect(screen.queryByText('10元话费券')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?interval=1');

    await user.selectOptions(range, '近两年');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();

    await user.selectOptions(range, '近六个月');
    expect(screen.getByText('10元话费券')).toBeInTheDocument();
    await user.selectOptions(range, '近一年');
    expect(screen.getByText('兑换时间 2023-09-02 18:05:10')).toBeInTheDocument();

    expect(server.bodiesOf(calls.POINTS_ORDERS)).toEqual([{ interval: 0 }, { interval: 1 }, { interval: 2 }]);
  });

  it('opens the range named in the address', async () => {
    const server = answerWith({ POINTS_ORDERS: ordersByInterval });
    renderPoints('/myOrder?interval=2');
    expect(screen.getByRole('combobox', { name: '时间范围' })).toHaveDisplayValue('近两年');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(server.bodiesOf(calls.POINTS_ORDERS)).toEqual([{ interval: 2 }]);
  });

  it('shows a failed load with 重试', async () => {
    const user = userEvent.setup();
    answerWith({ POINTS_ORDERS: ['failed', 'success'] });
    renderPoints('/myOrder');

    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('10元话费券')).toBeInTheDocument();
  });
});
