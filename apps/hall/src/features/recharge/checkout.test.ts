import { describe, expect, it, vi } from 'vitest';
import {
  type CheckoutSteps,
  checkout,
  confirmPayment,
  continuePayment,
  type PaidAttempt,
} from './checkout.ts';
import type { PollResult } from './poll-order.ts';
import type { RechargeChoice } from './products.ts';
import type { JsapiOutcome, JsapiParams, WeixinBridge } from './wechat-pay.ts';

const bridge: WeixinBridge = { invoke: vi.fn() };
const params: JsapiParams = {
  appId: 'wx0000000000demo01',
  timeStamp: '1716172215',
  nonceStr: 'n',
  package: 'prepay_id=1',
  signType: 'RSA',
  paySign: 's',
};

interface Script {
  bridge?: WeixinBridge | null;
  outTradeNo?: string | null;
  params?: JsapiParams | null;
  cashier?: JsapiOutcome;
  status?: PollResult;
  flow?: null | { message: string } | 'unknown';
}

function steps(script: Script = {}) {
  return {
    findBridge: vi.fn(async () => (script.bridge === undefined ? bridge : script.bridge)),
    addOrder: vi.fn(async () => (script.outTradeNo === undefined ? 'BC1' : script.outTradeNo)),
    preparePayment: vi.fn(async () => (script.params === undefined ? params : script.params)),
    pay: vi.fn(async () => script.cashier ?? 'ok'),
    pollStatus: vi.fn(async () => script.status ?? 'paid'),
    openFlow: vi.fn(async () => (script.flow === undefined ? null : script.flow)),
  } satisfies CheckoutSteps;
}

const CALL: RechargeChoice = { kind: 1, amount: 30 };
const DAY: RechargeChoice = { kind: 2, productId: 'DF1G' };
const MONTH: RechargeChoice = { kind: 3, productId: 'MF3G' };

describe('checkout', () => {
  it.each<[string, RechargeChoice, Script, string]>([
    ['outside WeChat nothing is ordered', CALL, { bridge: null }, 'unavailable'],
    ['a refused order stops', CALL, { outTradeNo: null }, 'stopped'],
    ['refused payment parameters stop', CALL, { params: null }, 'stopped'],
    ['the cashier closed by the user', CALL, { cashier: 'cancel' }, 'cancelled'],
    ['the cashier refusing', CALL, { cashier: 'fail' }, 'payFailed'],
    ['call credit paid', CALL, {}, 'paid'],
    ['an order status of failed, although the cashier said ok', CALL, { status: 'failed' }, 'payFailed'],
    ['no status within the attempts', CALL, { status: 'timeout' }, 'undecided'],
    ['a day pack paid and ordered', DAY, {}, 'paid'],
    ['a month pack paid but refused by openFlow', MONTH, { flow: { message: '账户余额不足' } }, 'flowFailed'],
    ['a pack whose openFlow did not answer', DAY, { flow: 'unknown' }, 'undecided'],
  ])('%s → %s', async (_case, choice, script, kind) => {
    const outcome = await checkout('17088886666', choice, steps(script));
    expect(outcome.kind).toBe(kind);
  });

  it('orders call credit by amount and pays the order it got', async () => {
    const run = steps();
    await checkout('17088886666', CALL, run);
    expect(run.addOrder).toHaveBeenCalledWith({ mobilePhone: '17088886666', kind: 1, amount: 30 });
    expect(run.preparePayment).toHaveBeenCalledWith('BC1');
    expect(run.pay).toHaveBeenCalledWith(bridge, params);
    expect(run.pollStatus).toHaveBeenCalledWith('BC1', undefined);
    expect(run.openFlow).not.toHaveBeenCalled();
  });

  it('orders a pack by productId and kind, then opens it on the number', async () => {
    const run = steps();
    const outcome = await checkout('13912345678', MONTH, run);
    expect(run.addOrder).toHaveBeenCalledWith({ mobilePhone: '13912345678', kind: 3, productId: 'MF3G' });
    expect(run.openFlow).toHaveBeenCalledWith({
      outTradeNo: 'BC1',
      mobilePhone: '13912345678',
      productId: 'MF3G',
    });
    expect(outcome).toEqual({
      kind: 'paid',
      attempt: { outTradeNo: 'BC1', mobilePhone: '13912345678', choice: MONTH },
    });
  });

  it('does not order before knowing the browser can pay', async () => {
    const run = steps({ bridge: null });
    await checkout('17088886666', CALL, run);
    expect(run.addOrder).not.toHaveBeenCalled();
  });

  it('says when it starts confirming, only after the cashier said ok', async () => {
    const onConfirming = vi.fn();
    await checkout('17088886666', CALL, steps({ cashier: 'cancel' }), { onConfirming });
    expect(onConfirming).not.toHaveBeenCalled();
    await checkout('17088886666', CALL, steps(), { onConfirming });
    expect(onConfirming).toHaveBeenCalledTimes(1);
  });

  it('says the order exists as soon as addOrders answers, before the cashier', async () => {
    const onOrdered = vi.fn();
    const run = steps({ cashier: 'cancel' });
    run.pay.mockImplementation(async () => {
      expect(onOrdered).toHaveBeenCalledWith({ outTradeNo: 'BC1', mobilePhone: '17088886666', choice: DAY });
      return 'cancel';
    });
    await checkout('17088886666', DAY, run, { onOrdered });
    expect(onOrdered).toHaveBeenCalledTimes(1);
    onOrdered.mockClear();
    await checkout('17088886666', DAY, steps({ outTradeNo: null }), { onOrdered });
    expect(onOrdered).not.toHaveBeenCalled();
  });

  it('leaves the order undecided, without the cashier, when the page is left while it is made', async () => {
    const controller = new AbortController();
    const run = steps();
    run.addOrder.mockImplementation(async () => {
      controller.abort();
      return 'BC1';
    });
    const onOrdered = vi.fn();
    const outcome = await checkout('17088886666', DAY, run, { signal: controller.signal, onOrdered });
    expect(outcome).toEqual({
      kind: 'undecided',
      attempt: { outTradeNo: 'BC1', mobilePhone: '17088886666', choice: DAY },
    });
    expect(onOrdered).toHaveBeenCalledTimes(1);
    expect(run.preparePayment).not.toHaveBeenCalled();
    expect(run.pay).not.toHaveBeenCalled();
  });

  it('hands the reason of a refused pack on', async () => {
    const outcome = await checkout('17088886666', DAY, steps({ flow: { message: '账户余额不足' } }));
    expect(outcome).toMatchObject({ kind: 'flowFailed', message: '账户余额不足' });
  });
});

describe('confirmPayment', () => {
  it('asks again for the same order', async () => {
    const attempt: PaidAttempt = { outTradeNo: 'BC9', mobilePhone: '17088886666', choice: CALL };
    const run = steps();
    const signal = new AbortController().signal;
    await expect(confirmPayment(attempt, run, signal)).resolves.toEqual({ kind: 'paid', attempt });
    expect(run.pollStatus).toHaveBeenCalledWith('BC9', signal);
  });
});

describe('continuePayment', () => {
  const attempt: PaidAttempt = { outTradeNo: 'BC7', mobilePhone: '17088886666', choice: DAY };

  it.each<[string, Script, string]>([
    ['paid at the cashier again, pack opened', {}, 'paid'],
    ['closed by the user: unpaid', { cashier: 'cancel' }, 'cancelled'],
    ['refused by the cashier: the status decides', { cashier: 'fail', status: 'paid' }, 'paid'],
    ['refused by the cashier, status failed', { cashier: 'fail', status: 'failed' }, 'payFailed'],
    ['payment arguments refused: still undecided', { params: null }, 'undecided'],
    ['outside WeChat', { bridge: null }, 'unavailable'],
  ])('%s → %s', async (_case, script, kind) => {
    const outcome = await continuePayment(attempt, steps(script));
    expect(outcome.kind).toBe(kind);
  });

  it('pays the same order: no new order, the same outTradeNo to pay, the status and openFlow', async () => {
    const run = steps();
    const onConfirming = vi.fn();
    await continuePayment(attempt, run, { onConfirming });
    expect(run.addOrder).not.toHaveBeenCalled();
    expect(run.preparePayment).toHaveBeenCalledWith('BC7');
    expect(run.pollStatus).toHaveBeenCalledWith('BC7', undefined);
    expect(run.openFlow).toHaveBeenCalledTimes(1);
    expect(onConfirming).toHaveBeenCalledWith(true);
  });
});
