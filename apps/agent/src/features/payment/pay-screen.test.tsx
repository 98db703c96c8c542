import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { readStored, writeStored } from '@bluecat/api/storage';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { submitCashierForm } from '../../lib/cashier-form.ts';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { type Answer, answerFrom, coded, ok, type Reply } from '../../testing/call-fixture.ts';
import { CASHIER_FORM, unpaidRecord } from '../../testing/opening-record-fixture.ts';
import { paidOrderOf } from './paid-order.ts';
import { PayScreen } from './pay-screen.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));
vi.mock('../../lib/cashier-form.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/cashier-form.ts')>()),
  submitCashierForm: vi.fn(),
}));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: unknown, options?: unknown) => Promise<unknown>
>;
/** The calls of one name, each as [name, body, options]. */
const callsOf = (name: string) =>
  call.mock.calls
    .filter(([{ name: called }]) => called === name)
    .map(([{ name: called }, ...rest]) => [called, ...rest]);
const submitted = submitCashierForm as unknown as Mock;

let answers: Record<string, Reply>;

function withRecord(record: OpeningRecord = unpaidRecord) {
  answers.queryOpenCardLocation = ok(record);
}

beforeEach(() => {
  storeAgentSession();
  writeStored('uimId', unpaidRecord.uimId);
  answers = {
    queryOpenCardLocation: ok(unpaidRecord),
    getPayKind: ok({ payKind: 1 }),
    wxPay: ok({ form: CASHIER_FORM, outtradeno: 'WX202406131025000001' }),
    addOpenCardLocation: ok(undefined),
    queryOrderByOutTradeNo: ok({ outTradeNo: 'WX202406131025000001', payFee: 50 }),
    fundPoolRecharge: coded(0, '充值成功', { outTradeNo: 'ZJC202406131026000001' }),
  };
  call.mockReset().mockImplementation(answerFrom(answers));
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
    renderPay();
    await payButton();
    expect(screen.getByRole('region', { name: '支付金额' })).toHaveTextContent('¥50.00');
    expect(screen.getByText('17079112346')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(call).toHaveBeenCalledWith(calls.getPayKind, { phoneNumber: '17079112346' }, expect.anything());
  });

  it('creates one order however often it is tapped, records it and leaves for the cashier', async () => {
    let answerOrder: (answer: Answer) => void = () => {};
    answers.wxPay = () => new Promise((resolve) => (answerOrder = resolve));
    const { user } = renderPay();
    const button = await payButton();

    await user.click(button);
    await user.click(button);
    await user.click(button);
    answerOrder(ok({ form: CASHIER_FORM, outtradeno: 'WX202406131025000001' }));

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(callsOf('wxPay')).toEqual([
      [
        'wxPay',
        { phone: '17079112346', amount: 50, recordNumber: 'KK202406130002' },
        { loading: '加载中！' },
      ],
    ]);
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toEqual({
      ...unpaidRecord,
      outTradeNo: 'WX202406131025000001',
      rechargeFlag: 'start',
      payMethod: 1,
      applyEvent: '1',
    });
    expect(readStored('WxPayFlag')).toBe('WX202406131025000001');
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
    expect(callsOf('wxPay')).toHaveLength(1);
  });

  it('returns the scan variant to /VnoWxQuery', async () => {
    const { user } = renderPay('scan');
    await user.click(await payButton());
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0].fields).toContainEqual([
      'return_url',
      `${window.location.origin}/VnoWxQuery`,
    ]);
  });

  it('continues the opening when the order is already paid (code 2)', async () => {
    answers.wxPay = coded(2, '该订单已支付');
    const { router, user } = renderPay();
    await user.click(await payButton());

    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toMatchObject({ rechargeFlag: 'finish', payMethod: 1 });
    expect(readStored('payquery')).toBe('1');
    expect(toastText()).toHaveTextContent('支付成功开卡结束！！');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('stays for another try when the order is refused', async () => {
    answers.wxPay = coded(-100, '支付下单失败');
    const { router, user } = renderPay();
    const button = await payButton();
    await user.click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(router.state.location.pathname).toBe('/OpenPay');
    expect(callsOf('addOpenCardLocation')).toHaveLength(0);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('does not follow a cashier form whose action is not http(s)', async () => {
    answers.wxPay = ok({ form: '<form action="javascript:alert(1)"></form>', outtradeno: 'WX9' });
    const { user } = renderPay();
    await user.click(await payButton());

    await waitFor(() => expect(toastText()).toHaveTextContent('微信支付异常,请重新开卡'));
    expect(submitted).not.toHaveBeenCalled();
    expect(readStored('WxPayFlag')).toBeNull();
  });

  it('goes back to the card page when the order cannot be recorded', async () => {
    answers.addOpenCardLocation = coded(-100, '保存失败');
    const { router, user } = renderPay('scan');
    await user.click(await payButton());

    expect(await screen.findByText('扫码开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenCard');
    expect(toastText()).toHaveTextContent('缓存记录失败,请关闭链接重新扫码开卡！');
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('PayScreen, fund pool', () => {
  beforeEach(() => {
    answers.getPayKind = ok({ payKind: 2 });
  });

  it("pays from the agent's fund pool and hands the opening back to the wizard", async () => {
    const { router, user } = renderPay();
    expect(await screen.findByRole('radio', { name: /资金池支付/ })).toBeChecked();
    await user.click(await payButton());

    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(callsOf('fundPoolRecharge')).toEqual([
      [
        'fundPoolRecharge',
        {
          service_id: '17079112346',
          dealer_id: '36010021',
          work_no: 'LM360021',
          pay_fee: 50,
          recordNumber: 'KK202406130002',
        },
        { toast: false, loading: '加载中！' },
      ],
    ]);
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toEqual({
      ...unpaidRecord,
      rechargeFlag: 'finish',
      outTradeNo: 'ZJC202406131026000001',
      payMethod: 2,
      applyEvent: '1',
    });
    expect(readStored('payquery')).toBe('1');
    expect(paidOrderOf(unpaidRecord)).toBeNull();
  });

  it("shows the pool's refusal and stays", async () => {
    answers.fundPoolRecharge = coded(3, '资金池余额不足');
    const { router, user } = renderPay();
    const button = await payButton();
    await user.click(button);

    await waitFor(() => expect(toastText()).toHaveTextContent('资金池余额不足'));
    expect(router.state.location.pathname).toBe('/OpenPay');
    expect(callsOf('addOpenCardLocation')).toHaveLength(0);
  });

  it('never charges twice: a payment whose record save failed is only saved on the next visit', async () => {
    answers.addOpenCardLocation = coded(-100, '保存失败');
    const first = renderPay();
    await first.user.click(await payButton());
    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(toastText()).toHaveTextContent('缓存记录失败,请重新进行开卡');
    expect(readStored('payquery')).toBeNull();
    first.router.dispose();

    answers.addOpenCardLocation = ok(undefined);
    const second = renderPay();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/OpenCard'));
    expect(callsOf('fundPoolRecharge')).toHaveLength(1);
    expect(callsOf('addOpenCardLocation').at(-1)?.[1]).toMatchObject({
      rechargeFlag: 'finish',
      outTradeNo: 'ZJC202406131026000001',
      payMethod: 2,
    });
    expect(readStored('payquery')).toBe('1');
  });

  it('charges nothing more after a fund-pool call without an answer, until the record is read again', async () => {
    answers.fundPoolRecharge = new GatewayError('请求超时，请稍后重试...', 'timeout');
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
    answers.fundPoolRecharge = coded(0, '充值成功', { outTradeNo: 'ZJC202406131026000001' });
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent('未查询到资金池扣款，可重新支付');
    expect(callsOf('fundPoolRecharge')).toHaveLength(1);
    await user.click(await payButton());
    expect(await screen.findByText('开卡页')).toBeInTheDocument();
    expect(callsOf('fundPoolRecharge')).toHaveLength(2);
  });

  it('records the charge the record shows after a fund-pool call without an answer', async () => {
    answers.fundPoolRecharge = new GatewayError('系统更新中，请稍后重试...', 'network');
    const { router, user } = renderPay();
    await user.click(await payButton());
    const check = await screen.findByRole('button', { name: '刷新支付结果' });

    // The server kept the charge on the record.
    withRecord({ ...unpaidRecord, outTradeNo: 'ZJC202406131026000001' });
    await user.click(check);

    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(callsOf('fundPoolRecharge')).toHaveLength(1);
    expect(callsOf('addOpenCardLocation').at(-1)?.[1]).toMatchObject({
      rechargeFlag: 'finish',
      outTradeNo: 'ZJC202406131026000001',
      payMethod: 2,
    });
  });

  it('a refused charge is an answer: the pay button stays for another try', async () => {
    answers.fundPoolRecharge = coded(-100, '资金池余额不足');
    const { user } = renderPay();
    const button = await payButton();
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('button', { name: '刷新支付结果' })).not.toBeInTheDocument();
  });
});

describe('PayScreen on arrival', () => {
  it('alerts a lost record and goes back to the card page', async () => {
    localStorage.removeItem('uimId');
    const { router, user } = renderPay();

    // The dialog's code is fetched on first use, which can outlast findBy's default second.
    expect(
      await screen.findByText('开卡时间过长数据缺失,请重新输入手机号', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
  });

  it('alerts when the server keeps no record, and the scan variant goes to /VnoOpenCard', async () => {
    answers.queryOpenCardLocation = ok({});
    const { router, user } = renderPay('scan');
    expect(await screen.findByText('开卡时间过长数据缺失,请重新输入手机号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/VnoOpenCard'));
  });

  it('offers 重试 when the record cannot be read', async () => {
    answers.queryOpenCardLocation = coded(-100, '查询失败');
    const { user } = renderPay();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(callsOf('queryOpenCardLocation')).toHaveLength(2);
  });

  it('asks the status of an order the record holds, and records it when paid', async () => {
    withRecord({ ...unpaidRecord, outTradeNo: 'WX202406131025000001' });
    const { router } = renderPay();

    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(callsOf('queryOrderByOutTradeNo')).toEqual([
      [
        'queryOrderByOutTradeNo',
        { outTradeNo: 'WX202406131025000001' },
        expect.objectContaining({ toast: false, loading: '支付查询验证中' }),
      ],
    ]);
    expect(callsOf('wxPay')).toHaveLength(0);
    expect(callsOf('addOpenCardLocation')[0]?.[1]).toMatchObject({ rechargeFlag: 'finish', payMethod: 1 });
  });

  it('offers to pay again when the order it holds is unpaid', async () => {
    withRecord({ ...unpaidRecord, outTradeNo: 'WX202406131025000001' });
    answers.queryOrderByOutTradeNo = coded(0, '订单未支付');
    renderPay();
    expect(await payButton()).toBeEnabled();
    expect(callsOf('addOpenCardLocation')).toHaveLength(0);
  });

  it('sends the agent back from the cashier to confirm on /WxQuery', async () => {
    withRecord({ ...unpaidRecord, outTradeNo: 'WX202406131025000001' });
    writeStored('WxPayFlag', 'WX202406131025000001');
    const { router } = renderPay();
    expect(await screen.findByText('支付确认页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/WxQuery');
    expect(callsOf('queryOrderByOutTradeNo')).toHaveLength(0);
  });

  it('hands a record that is already paid straight back to the wizard', async () => {
    withRecord({ ...unpaidRecord, rechargeFlag: 'finish', outTradeNo: 'WX1' });
    const { router } = renderPay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/OpenCard'));
    expect(readStored('payquery')).toBe('1');
    expect(callsOf('getPayKind')).toHaveLength(0);
  });
});
