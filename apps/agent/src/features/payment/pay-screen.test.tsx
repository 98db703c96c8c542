import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, bendAnswer, type Choices, held, OFFLINE } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { submitCashierForm } from '../../lib/cashier-form.ts';
import { openingRecord } from '../../testing/opening-examples.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { paidOrderOf } from './paid-order.ts';
import { PayScreen } from './pay-screen.tsx';

vi.mock('../../lib/cashier-form.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/cashier-form.ts')>()),
  submitCashierForm: vi.fn(),
}));

const submitted = submitCashierForm as unknown as Mock;

/** The contract's opening awaiting its payment: 17079112346, fee 50, started, no order yet. */
const unpaidRecord = openingRecord('location1Unpaid');
/** wxPay's and fundPoolRecharge's orders in the contract's success examples. */
const WX_ORDER = 'WX202406131025000001';
const FUND_POOL_ORDER = 'ZJC202406131026000001';

/** The contract stub, the record awaiting payment unless `choices` name another answer. */
const answer = (choices: Choices = {}) =>
  answerWith({ queryOpenCardLocation: 'location1Unpaid', getPayKind: 'wechat', ...choices });

beforeEach(() => {
  storeAgentSession();
  writeStored('uimId', unpaidRecord.uimId);
  submitted.mockReset();
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderPay(variant: 'main' | 'scan' = 'main') {
  const payPath = variant === 'main' ? '/OpenPay' : '/VnoOpenPay';
  const router = createMemoryRouter(
    [
      { path: payPath, element: <PayScreen variant={variant} /> },
      { path: '/OpenCard', element: <p>开卡页</p> },
      { path: '/VnoOpenCard', element: <p>扫码开卡页</p> },
      { path: '/WxQuery', element: <p>支付确认页</p> },
    ],
    { initialEntries: [payPath] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
  return { router, user: userEvent.setup() };
}

const payButton = () => screen.findByRole('button', { name: '确认支付' });
const toastText = () => screen.getByRole('status');

describe('PayScreen, wechat-style', () => {
  it('shows the amount with two decimals and the way the number pays', async () => {
    const server = answer();
    renderPay();
    await payButton();
    expect(screen.getByRole('region', { name: '支付金额' })).toHaveTextContent('¥50.00');
    expect(screen.getByText('17079112346')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(server.bodiesOf(calls.getPayKind)).toEqual([{ phoneNumber: '17079112346' }]);
  });

  it('creates one order however often it is tapped, records it and leaves for the cashier', async () => {
    const order = held();
    const server = answer({ wxPay: order });
    const { user } = renderPay();
    const button = await payButton();

    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole('progressbar', { name: '加载中！' })).toBeInTheDocument();
    order.release('success');

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(server.bodiesOf(calls.wxPay)).toEqual([
      { phone: '17079112346', amount: 50, recordNumber: 'KK202406130002' },
    ]);
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toEqual({
      ...unpaidRecord,
      outTradeNo: WX_ORDER,
      rechargeFlag: 'start',
      payMethod: 1,
      applyEvent: '1',
    });
    expect(readStored('WxPayFlag')).toBe(WX_ORDER);
    const [form] = submitted.mock.calls[0] ?? [];
    expect(form).toEqual({
      action: `${window.location.origin}/__demo/wx-cashier`,
      method: 'GET',
      fields: [
        ['out_trade_no', 'WX202406131025000001'],
        ['total_fee', '50.00'],
        ['body', '蓝猫移动开卡预存话费'],
        ['sign', '7A1F3C9E0B2D4E6F'],
        ['return_url', `${window.location.origin}/WxQuery`],
      ],
    });

    // Leaving: a tap while the cashier loads creates nothing.
    await user.click(button);
    expect(server.countOf(calls.wxPay)).toBe(1);
  });

  it('returns the scan variant to /VnoWxQuery', async () => {
    answer();
    const { user } = renderPay('scan');
    await user.click(await payButton());
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0].fields).toContainEqual([
      'return_url',
      `${window.location.origin}/VnoWxQuery`,
    ]);
  });

  it('continues the opening when the order is already paid (code 2)', async () => {
    const server = answer({ wxPay: 'alreadyPaid' });
    const { router, user } = renderPay();
    await user.click(await payButton());

    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toMatchObject({
      rechargeFlag: 'finish',
      payMethod: 1,
    });
    expect(readStored('payquery')).toBe('1');
    expect(toastText()).toHaveTextContent('支付成功开卡结束！！');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('stays for another try when the order is refused', async () => {
    const server = answer({ wxPay: 'failed' });
    const { router, user } = renderPay();
    const button = await payButton();
    await user.click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(toastText()).toHaveTextContent('支付下单失败');
    expect(router.state.location.pathname).toBe('/OpenPay');
    expect(server.countOf(calls.addOpenCardLocation)).toBe(0);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('does not follow a cashier form whose action is not http(s)', async () => {
    answer();
    // A cashier form the contract cannot judge (it is HTML), whose action runs script.
    bendAnswer(calls.wxPay, ({ data, ...envelope }) => ({
      ...envelope,
      data: { ...(data as object), form: '<form action="javascript:alert(1)"></form>' },
    }));
    const { user } = renderPay();
    await user.click(await payButton());

    await waitFor(() => expect(toastText()).toHaveTextContent('微信支付异常,请重新开卡'));
    expect(submitted).not.toHaveBeenCalled();
    expect(readStored('WxPayFlag')).toBeNull();
  });

  it('goes back to the card page when the order cannot be recorded', async () => {
    answer({ addOpenCardLocation: 'failed' });
    const { router, user } = renderPay('scan');
    await user.click(await payButton());

    expect(await screen.findByText('扫码开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenCard');
    expect(toastText()).toHaveTextContent('缓存记录失败,请关闭链接重新扫码开卡！');
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('PayScreen, fund pool', () => {
  /** The contract stub for a number paid from the fund pool. */
  const answerFundPool = (choices: Choices = {}) => answer({ getPayKind: 'fundPool', ...choices });

  it("pays from the agent's fund pool and hands the opening back to the wizard", async () => {
    const save = held();
    const server = answerFundPool({ addOpenCardLocation: save });
    const { router, user } = renderPay();
    expect(await screen.findByRole('radio', { name: /资金池支付/ })).toBeChecked();
    await user.click(await payButton());

    // Its success is code 0, asked without the gateway's toast: the server's 充值成功 is not shown.
    await waitFor(() => expect(server.countOf(calls.addOpenCardLocation)).toBe(1));
    expect(toastText()).not.toHaveTextContent('充值成功');
    save.release('success');
    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(server.bodiesOf(calls.fundPoolRecharge)).toEqual([
      {
        service_id: '17079112346',
        dealer_id: '36010021',
        work_no: 'LM360021',
        pay_fee: 50,
        recordNumber: 'KK202406130002',
      },
    ]);
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toEqual({
      ...unpaidRecord,
      rechargeFlag: 'finish',
      outTradeNo: FUND_POOL_ORDER,
      payMethod: 2,
      applyEvent: '1',
    });
    expect(readStored('payquery')).toBe('1');
    expect(paidOrderOf(unpaidRecord)).toBeNull();
  });

  it("shows the pool's refusal and stays", async () => {
    const server = answerFundPool({ fundPoolRecharge: 'failed' });
    const { router, user } = renderPay();
    const button = await payButton();
    await user.click(button);

    await waitFor(() => expect(toastText()).toHaveTextContent('资金池余额不足'));
    expect(router.state.location.pathname).toBe('/OpenPay');
    expect(server.countOf(calls.addOpenCardLocation)).toBe(0);
  });

  it('never charges twice: a payment whose record save failed is only saved on the next visit', async () => {
    const server = answerFundPool({ addOpenCardLocation: ['failed', 'success'] });
    const first = renderPay();
    await first.user.click(await payButton());
    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(toastText()).toHaveTextContent('缓存记录失败,请重新进行开卡');
    expect(readStored('payquery')).toBeNull();
    first.router.dispose();

    const second = renderPay();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/OpenCard'));
    expect(server.countOf(calls.fundPoolRecharge)).toBe(1);
    expect(server.bodiesOf(calls.addOpenCardLocation).at(-1)).toMatchObject({
      rechargeFlag: 'finish',
      outTradeNo: FUND_POOL_ORDER,
      payMethod: 2,
    });
    expect(readStored('payquery')).toBe('1');
  });

  it('charges nothing more after a fund-pool call without an answer, until the record is read again', async () => {
    const server = answerFundPool({ fundPoolRecharge: [OFFLINE, 'success'] });
    const first = renderPay();
    await first.user.click(await payButton());

    expect(await screen.findByRole('heading', { name: '支付结果确认中…' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('请勿重复支付');
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
    first.router.dispose();
    cleanup();

    // A reload (or a way back to the page) stays there too.
    const { user } = renderPay();
    const check = await screen.findByRole('button', { name: '刷新支付结果' });
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();

    // The record read again shows no charge: paying is possible again, and said so.
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent('未查询到资金池扣款，可重新支付');
    expect(server.countOf(calls.fundPoolRecharge)).toBe(1);
    await user.click(await payButton());
    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(server.countOf(calls.fundPoolRecharge)).toBe(2);
  });

  it('records the charge the record shows after a fund-pool call without an answer', async () => {
    const server = answerFundPool({ fundPoolRecharge: OFFLINE });
    const { router, user } = renderPay();
    await user.click(await payButton());
    const check = await screen.findByRole('button', { name: '刷新支付结果' });

    // The server kept the charge on the record.
    server.pick({ queryOpenCardLocation: 'location1FundPool' });
    await user.click(check);

    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(server.countOf(calls.fundPoolRecharge)).toBe(1);
    expect(server.bodiesOf(calls.addOpenCardLocation).at(-1)).toMatchObject({
      rechargeFlag: 'finish',
      outTradeNo: FUND_POOL_ORDER,
      payMethod: 2,
    });
  });

  it('a refused charge is an answer: the pay button stays for another try', async () => {
    answerFundPool({ fundPoolRecharge: 'failed' });
    const { user } = renderPay();
    const button = await payButton();
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('button', { name: '刷新支付结果' })).not.toBeInTheDocument();
  });
});

describe('PayScreen on arrival', () => {
  it('alerts a lost record and goes back to the card page', async () => {
    const server = answer();
    localStorage.removeItem('uimId');
    const { router, user } = renderPay();

    // The dialog's code is fetched on first use, which can outlast findBy's default second, and on a
    // loaded machine the test's own five.
    expect(
      await screen.findByText('开卡时间过长数据缺失,请重新输入手机号', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
  }, 15_000);

  it('alerts when the server keeps no record, and the scan variant goes to /VnoOpenCard', async () => {
    answer({ queryOpenCardLocation: 'none' });
    const { router, user } = renderPay('scan');
    expect(await screen.findByText('开卡时间过长数据缺失,请重新输入手机号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/VnoOpenCard'));
  });

  it('offers 重试 when the record cannot be read', async () => {
    const server = answer({ queryOpenCardLocation: 'failed' });
    const { user } = renderPay();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(server.countOf(calls.queryOpenCardLocation)).toBe(2));
  });

  it('asks the status of an order the record holds, and records it when paid', async () => {
    const order = held();
    const server = answer({ queryOpenCardLocation: 'location1Ordered', queryOrderByOutTradeNo: order });
    const { router } = renderPay();

    expect(await screen.findByRole('progressbar', { name: '支付查询验证中' })).toBeInTheDocument();
    order.release('success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(server.bodiesOf(calls.queryOrderByOutTradeNo)).toEqual([{ outTradeNo: WX_ORDER }]);
    expect(server.countOf(calls.wxPay)).toBe(0);
    expect(server.bodiesOf(calls.addOpenCardLocation)[0]).toMatchObject({
      rechargeFlag: 'finish',
      payMethod: 1,
    });
  });

  it('offers to pay again when the order it holds is unpaid', async () => {
    const server = answer({ queryOpenCardLocation: 'location1Ordered', queryOrderByOutTradeNo: 'unpaid' });
    renderPay();
    expect(await payButton()).toBeEnabled();
    // Asked without a toast: the server's 订单未支付 is not shown.
    expect(toastText()).not.toHaveTextContent('订单未支付');
    expect(server.countOf(calls.addOpenCardLocation)).toBe(0);
  });

  it('sends the agent back from the cashier to confirm on /WxQuery', async () => {
    const server = answer({ queryOpenCardLocation: 'location1Ordered' });
    writeStored('WxPayFlag', WX_ORDER);
    const { router } = renderPay();
    expect(await screen.findByText('支付确认页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/WxQuery');
    expect(server.countOf(calls.queryOrderByOutTradeNo)).toBe(0);
  });

  it('hands a record that is already paid straight back to the wizard', async () => {
    const server = answer({ queryOpenCardLocation: 'location1Paid' });
    const { router } = renderPay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(readStored('payquery')).toBe('1');
    expect(server.countOf(calls.getPayKind)).toBe(0);
  });
});
