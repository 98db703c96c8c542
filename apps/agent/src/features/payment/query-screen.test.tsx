import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, held, OFFLINE } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openingRecord } from '../../testing/opening-examples.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { QueryScreen } from './query-screen.tsx';

/** The contract's opening sent to the cashier with this order, not yet confirmed (location1Ordered). */
const ORDER = 'WX202406131025000001';
const ordered = openingRecord('location1Ordered');

beforeEach(() => {
  storeAgentSession();
  writeStored('uimId', ordered.uimId);
  writeStored('WxPayFlag', ORDER);
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderQuery(variant: 'main' | 'scan' = 'main') {
  const queryPath = variant === 'main' ? '/WxQuery' : '/VnoWxQuery';
  const router = createMemoryRouter(
    [
      { path: queryPath, element: <QueryScreen variant={variant} /> },
      { path: '/OpenCard', element: <p>开卡页</p> },
      { path: '/VnoOpenCard', element: <p>扫码开卡页</p> },
      { path: '/OpenPay', element: <p>支付页</p> },
      { path: '/VnoOpenPay', element: <p>扫码支付页</p> },
    ],
    { initialEntries: [queryPath] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
  return { router, user: userEvent.setup() };
}

const paidButton = () => screen.findByRole('button', { name: '支付成功，继续开卡' });

describe('QueryScreen', () => {
  it('checks the order before continuing, records it and hands the opening back', async () => {
    const order = held();
    const server = answerWith({ queryOpenCardLocation: 'location1Ordered', queryOrderByOutTradeNo: order });
    const { router, user } = renderQuery();
    await user.click(await paidButton());

    expect(await screen.findByRole('progressbar', { name: '支付查询验证中' })).toBeInTheDocument();
    order.release('success');
    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(server.bodiesOf(calls.queryOrderByOutTradeNo)).toEqual([{ outTradeNo: ORDER }]);
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toEqual({
      ...ordered,
      rechargeFlag: 'finish',
      payMethod: 1,
      applyEvent: '1',
    });
    expect(readStored('payquery')).toBe('1');
    expect(readStored('WxPayFlag')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('支付成功开卡结束！！');
  });

  it('says 支付异常!!! and stays when the order is not paid', async () => {
    const server = answerWith({
      queryOpenCardLocation: 'location1Ordered',
      queryOrderByOutTradeNo: 'unpaid',
    });
    const { router, user } = renderQuery();
    await user.click(await paidButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('支付异常!!!');
    // The query is asked without a toast: the page says it, not the server's 订单未支付.
    expect(screen.getByRole('status')).not.toHaveTextContent('订单未支付');
    expect(router.state.location.pathname).toBe('/WxQuery');
    expect(server.countOf(calls.addOpenCardLocation)).toBe(0);
    expect(readStored('payquery')).toBeNull();
    expect(await paidButton()).toBeEnabled();
  });

  it('says 微信支付查询异常!!! when the query gets no answer', async () => {
    answerWith({ queryOpenCardLocation: 'location1Ordered', queryOrderByOutTradeNo: OFFLINE });
    const { user } = renderQuery();
    await user.click(await paidButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('微信支付查询异常!!!');
  });

  it('finds nothing to confirm when the record holds no order', async () => {
    const server = answerWith({ queryOpenCardLocation: 'location1Unpaid' });
    const { user } = renderQuery();
    await user.click(await paidButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('支付异常!!!');
    expect(server.countOf(calls.queryOrderByOutTradeNo)).toBe(0);
  });

  it('goes back to pay again, forgetting that this browser was at the cashier', async () => {
    answerWith({ queryOpenCardLocation: 'location1Ordered' });
    const { router, user } = renderQuery('scan');
    await user.click(await screen.findByRole('button', { name: '支付遇到问题，重新支付' }));
    expect(await screen.findByText('扫码支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenPay');
    expect(readStored('WxPayFlag')).toBeNull();
  });

  it('returns the scan variant to /VnoOpenCard when the record cannot be saved', async () => {
    answerWith({ queryOpenCardLocation: 'location1Ordered', addOpenCardLocation: 'failed' });
    const { router, user } = renderQuery('scan');
    await user.click(await paidButton());
    expect(await screen.findByText('扫码开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenCard');
    expect(screen.getByRole('status')).toHaveTextContent('缓存记录失败,请关闭链接重新扫码开卡！');
    expect(readStored('payquery')).toBeNull();
  });

  it('alerts a lost record and goes back to the card page', async () => {
    const server = answerWith();
    localStorage.removeItem('uimId');
    const { router, user } = renderQuery();
    expect(
      await screen.findByText('开卡时间过长数据缺失,请重新输入手机号', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(server.requests).toEqual([]);
  }, 15_000);
});
