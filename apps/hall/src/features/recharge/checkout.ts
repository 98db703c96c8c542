import * as calls from '@bluecat/api/calls';
import { type CallBody, GatewayError } from '@bluecat/api/gateway';
import { api } from '../../lib/api.ts';
import { orderStatusOf, POLL_ATTEMPTS, POLL_INTERVAL_MS, type PollResult, pollOrder } from './poll-order.ts';
import type { RechargeChoice } from './products.ts';
import {
  findBridge,
  type JsapiOutcome,
  type JsapiParams,
  jsapiParams,
  requestPayment,
  type WeixinBridge,
} from './wechat-pay.ts';

/** An order that went through the cashier: what the status query and openFlow need. */
export interface PaidAttempt {
  outTradeNo: string;
  mobilePhone: string;
  choice: RechargeChoice;
}

export type CheckoutOutcome =
  /** Not in WeChat: nothing was ordered. */
  | { kind: 'unavailable' }
  /** addOrders or pay refused or did not answer; the gateway has said why. The form stays as it is. */
  | { kind: 'stopped' }
  /** The user closed the cashier. */
  | { kind: 'cancelled' }
  /** The cashier refused, or the order status says the payment failed. */
  | { kind: 'payFailed' }
  | { kind: 'paid'; attempt: PaidAttempt }
  /** Paid, but the flow pack could not be ordered: the page of a recharge that failed for insufficient balance (product.md › 支付结果). */
  | { kind: 'flowFailed'; attempt: PaidAttempt; message: string }
  /** No answer either way yet: the page offers to ask again. */
  | { kind: 'undecided'; attempt: PaidAttempt };

/** Each step of a top-up; the page uses `apiSteps`, tests their own. */
export interface CheckoutSteps {
  findBridge(): Promise<WeixinBridge | null>;
  /** The new order's outTradeNo, or null when it was refused. */
  addOrder(body: CallBody<'addOrders'>): Promise<string | null>;
  /** The cashier's arguments, or null when they could not be prepared. */
  preparePayment(outTradeNo: string): Promise<JsapiParams | null>;
  pay(bridge: WeixinBridge, params: JsapiParams): Promise<JsapiOutcome>;
  pollStatus(outTradeNo: string, signal?: AbortSignal): Promise<PollResult>;
  /** null when the pack is ordered; otherwise why not. 'unknown' when no answer came. */
  openFlow(body: CallBody<'openFlow'>): Promise<null | { message: string } | 'unknown'>;
}

export interface CheckoutHooks {
  /** An order exists: from here on it is followed until settled, whatever happens to the page. */
  onOrdered?(attempt: PaidAttempt): void;
  /**
   * The cashier has closed and the order status is asked: from here the page shows 支付结果查询中 until
   * the outcome is known. `cashierOk` is whether the cashier said ok.
   */
  onConfirming?(cashierOk: boolean): void;
  signal?: AbortSignal;
}

function orderBody(mobilePhone: string, choice: RechargeChoice): CallBody<'addOrders'> {
  return choice.kind === 1
    ? { mobilePhone, kind: 1, amount: choice.amount }
    : { mobilePhone, kind: choice.kind, productId: choice.productId };
}

/**
 * 号码充值 from the pay button to a known outcome: bridge present → addOrders → pay → WeChat cashier →
 * order status (the cashier's ok alone is not trusted) → openFlow for a flow pack.
 */
export async function checkout(
  mobilePhone: string,
  choice: RechargeChoice,
  steps: CheckoutSteps,
  hooks: CheckoutHooks = {},
): Promise<CheckoutOutcome> {
  const bridge = await steps.findBridge();
  if (!bridge) return { kind: 'unavailable' };
  const outTradeNo = await steps.addOrder(orderBody(mobilePhone, choice));
  if (outTradeNo === null) return { kind: 'stopped' };
  const attempt: PaidAttempt = { outTradeNo, mobilePhone, choice };
  hooks.onOrdered?.(attempt);
  // The page was left while the order was being made: no cashier over another screen. The order is kept
  // (onOrdered), and the next visit asks about it.
  if (hooks.signal?.aborted) return { kind: 'undecided', attempt };
  const params = await steps.preparePayment(outTradeNo);
  if (params === null) return { kind: 'stopped' };
  if (hooks.signal?.aborted) return { kind: 'undecided', attempt };
  const cashier = await steps.pay(bridge, params);
  if (cashier === 'cancel') return { kind: 'cancelled' };
  // A refused cashier took no money; the unpaid order simply lapses.
  if (cashier === 'fail') return { kind: 'payFailed' };
  hooks.onConfirming?.(true);
  return confirmPayment(attempt, steps, hooks.signal);
}

/**
 * 继续支付 an order that exists but whose cashier never said ok (the page was reloaded or closed while
 * the cashier was open): the same order goes to the cashier again, so no second order is made. What
 * cannot be known here is left to the order status: the cashier refusing (the order may be paid
 * already) is confirmed by it, and payment arguments refused by the server leave the order undecided.
 * Only a cashier closed by the user settles it unpaid.
 */
export async function continuePayment(
  attempt: PaidAttempt,
  steps: Omit<CheckoutSteps, 'addOrder'>,
  hooks: CheckoutHooks = {},
): Promise<CheckoutOutcome> {
  const bridge = await steps.findBridge();
  if (!bridge) return { kind: 'unavailable' };
  const params = await steps.preparePayment(attempt.outTradeNo);
  if (params === null || hooks.signal?.aborted) return { kind: 'undecided', attempt };
  const cashier = await steps.pay(bridge, params);
  if (cashier === 'cancel') return { kind: 'cancelled' };
  hooks.onConfirming?.(cashier === 'ok');
  return confirmPayment(attempt, steps, hooks.signal);
}

/**
 * The order status decides, then a paid flow pack is ordered on the number. Run again by 重新查询 with the
 * same order: outTradeNo identifies it, so asking twice neither pays nor orders twice.
 */
export async function confirmPayment(
  attempt: PaidAttempt,
  steps: Pick<CheckoutSteps, 'pollStatus' | 'openFlow'>,
  signal?: AbortSignal,
): Promise<CheckoutOutcome> {
  const status = await steps.pollStatus(attempt.outTradeNo, signal);
  if (status === 'failed') return { kind: 'payFailed' };
  if (status === 'timeout') return { kind: 'undecided', attempt };
  const { choice } = attempt;
  if (choice.kind === 1) return { kind: 'paid', attempt };
  const refused = await steps.openFlow({
    outTradeNo: attempt.outTradeNo,
    mobilePhone: attempt.mobilePhone,
    productId: choice.productId,
  });
  if (refused === null) return { kind: 'paid', attempt };
  if (refused === 'unknown') return { kind: 'undecided', attempt };
  return { kind: 'flowFailed', attempt, message: refused.message };
}

/** A transport failure has been toasted by the gateway; the step reports "no answer". */
async function unlessTransportFails<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) return fallback;
    throw error;
  }
}

export const apiSteps: CheckoutSteps = {
  findBridge: () => findBridge(),
  addOrder: (body) =>
    unlessTransportFails(async () => {
      const answer = await api.call(calls.addOrders, body);
      return answer.ok ? answer.data.outTradeNo : null;
    }, null),
  preparePayment: (outTradeNo) =>
    unlessTransportFails(async () => {
      const answer = await api.call(calls.pay, { outTradeNo });
      return answer.ok ? jsapiParams(answer.data) : null;
    }, null),
  pay: requestPayment,
  pollStatus: (outTradeNo, signal) =>
    pollOrder({
      // toast false: "not paid yet" (code 2) is an expected answer while WeChat tells the operator.
      check: async (querySignal) =>
        orderStatusOf(
          await api.call(
            calls.bossQueryOrderByOutTradeNo,
            { outTradeNo },
            { toast: false, loading: false, signal: querySignal },
          ),
        ),
      attempts: POLL_ATTEMPTS,
      intervalMs: POLL_INTERVAL_MS,
      signal,
    }),
  openFlow: (body) =>
    unlessTransportFails<null | { message: string } | 'unknown'>(async () => {
      const answer = await api.call(calls.openFlow, body);
      return answer.ok ? null : { message: answer.msg };
    }, 'unknown'),
};
