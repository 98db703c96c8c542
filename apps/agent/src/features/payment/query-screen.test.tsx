import { GatewayError } from '@bluecat/api/gateway';
import { readStored, writeStored } from '@bluecat/api/storage';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { unpaidRecord } from '../../testing/opening-record-fixture.ts';
import { QueryScreen } from './query-screen.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: unknown, options?: unknown) => Promise<unknown>
>;
/** The calls of one name, each as [name, body, options]. */
const callsOf = (name: string) =>
  call.mock.calls
    .filter(([{ name: called }]) => called === name)
    .map(([{ name: called }, ...rest]) => [called, ...rest]);
const ORDER = 'WX202406131025000001';
const ordered = { ...unpaidRecord, outTradeNo: ORDER };

let answers: Script;

beforeEach(() => {
  storeAgentSession();
  writeStored('uimId', unpaidRecord.uimId);
  writeStored('WxPayFlag', ORDER);
  answers = {
    queryOpenCardLocation: ok(ordered),
    queryOrderByOutTradeNo: ok({ outTradeNo: ORDER, payFee: 50 }),
    addOpenCardLocation: ok(undefined),
  };
  call.mockReset().mockImplementation(answerFrom(answers));
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
    const { router, user } = renderQuery();
    await user.click(await paidButton());

    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(callsOf('queryOrderByOutTradeNo')).toEqual([
      ['queryOrderByOutTradeNo', { outTradeNo: ORDER }, { toast: false, loading: '支付查询验证中' }],
    ]);
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toEqual({
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
    answers.queryOrderByOutTradeNo = coded(0, '订单未支付');
    const { router, user } = renderQuery();
    await user.click(await paidButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('支付异常!!!');
    expect(router.state.location.pathname).toBe('/WxQuery');
    expect(callsOf('addOpenCardLocation')).toHaveLength(0);
    expect(readStored('payquery')).toBeNull();
    expect(await paidButton()).toBeEnabled();
  });

  it('says 微信支付查询异常!!! when the query gets no answer', async () => {
    answers.queryOrderByOutTradeNo = new GatewayError('请求超时，请稍后重试...', 'timeout');
    const { user } = renderQuery();
    await user.click(await paidButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('微信支付查询异常!!!');
  });

  it('finds nothing to confirm when the record holds no order', async () => {
    answers.queryOpenCardLocation = ok(unpaidRecord);
    const { user } = renderQuery();
    await user.click(await paidButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('支付异常!!!');
    expect(callsOf('queryOrderByOutTradeNo')).toHaveLength(0);
  });

  it('goes back to pay again, forgetting that this browser was at the cashier', async () => {
    const { router, user } = renderQuery('scan');
    await user.click(await screen.findByRole('button', { name: '支付遇到问题，重新支付' }));
    expect(await screen.findByText('扫码支付页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenPay');
    expect(readStored('WxPayFlag')).toBeNull();
  });

  it('returns the scan variant to /VnoOpenCard when the record cannot be saved', async () => {
    answers.addOpenCardLocation = coded(-100, '保存失败');
    const { router, user } = renderQuery('scan');
    await user.click(await paidButton());
    expect(await screen.findByText('扫码开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenCard');
    expect(screen.getByRole('status')).toHaveTextContent('缓存记录失败,请关闭链接重新扫码开卡！');
    expect(readStored('payquery')).toBeNull();
  });

  it('alerts a lost record and goes back to the card page', async () => {
    localStorage.removeItem('uimId');
    const { router, user } = renderQuery();
    expect(
      await screen.findByText('开卡时间过长数据缺失,请重新输入手机号', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
  });
});
