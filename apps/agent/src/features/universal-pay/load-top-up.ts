import { GatewayError } from '@bluecat/api/gateway';
import { removeStored, writeStored } from '@bluecat/api/storage';
import { readYuan } from '@bluecat/rules/money';
import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/drafts';
import { LoadError } from '@bluecat/ui/use-load';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';
import type { CashierForm } from '../../lib/cashier-form.ts';
import { readRoute } from '../../lib/route-data.ts';
import { pendingOrderOf, sameYuan } from './pending-order.ts';
import { topUpOrderQuery } from './route-calls.ts';
import { parseUniversalLink, type UniversalLink } from './universal-link.ts';

export type TopUpState =
  /** No order stands for this top-up (none made, or its payment failed): 立即支付 makes one. */
  | { kind: 'ready'; notice: string | null }
  /**
   * An order of this top-up is not paid yet, or its state is not known: it may still be paid, so no
   * other order is made. `cashier` is its cashier form when this tab made it, to continue that payment.
   */
  | { kind: 'pending'; outTradeNo: string; cashier: CashierForm | null; notice: string }
  /** Paid, as the status answer gives it: its own order number, number and amount, the link's. */
  | { kind: 'paid'; order: OrderFacts }
  /**
   * The status answer says paid, but for another number or amount than the link's (or names neither):
   * not a success of this link. Nothing is offered to pay: the order may be this top-up's, paid with
   * other facts, and only the operator can tell.
   */
  | { kind: 'mismatch'; order: AnsweredOrder; notice: string };

/** A top-up order as the status answer describes it. */
export interface OrderFacts {
  outTradeNo: string;
  /** The number topped up. */
  serviceid: string;
  /** Yuan. */
  amount: number;
}

/** What an answer that disagrees with the link gave: a fact it left out or could not be read is null. */
export interface AnsweredOrder {
  outTradeNo: string;
  serviceid: string | null;
  amount: number | null;
}

/**
 * bossQueryOrderByOutTradeNo: code 1 paid, 2 not paid yet, -100 the payment failed (contract). Only -100
 * ends an order; any other answer leaves it open, since a late payment of it would still charge.
 */
const PAYMENT_FAILED = -100;

export const TOP_UP_MESSAGES = {
  querying: '支付查询验证中',
  unpaid: '订单尚未支付，请完成支付',
  failed: '支付失败，请重新支付',
  queryFailed: '支付结果查询失败，请重试',
  /** A cashier answer the page cannot follow. */
  payFailed: '支付异常!!!',
  /** Decided (the spec is silent): a paid answer whose number or amount is not the link's. */
  mismatch: '该订单的充值号码或金额与本链接不一致，无法确认本次充值。请勿重复支付，请联系客服核实。',
} as const;

interface CashierDraft {
  outTradeNo: string;
  form: CashierForm;
}

/** Keeps a new order with its top-up, and its cashier form so the same payment can be continued. */
export function rememberTopUpOrder(link: UniversalLink, outTradeNo: string, form: CashierForm): void {
  const { recordNumber, serviceid, amount } = link;
  writeStored('BOSStopUp', { recordNumber, serviceid, amount });
  writeStored('BOSSouttradeno', outTradeNo);
  writeDraft<CashierDraft>(AGENT_DRAFTS.topUpCashier(), { outTradeNo, form });
}

function forgetTopUpOrder(): void {
  removeStored('BOSSouttradeno');
  removeStored('BOSStopUp');
  clearDraft(AGENT_DRAFTS.topUpCashier());
}

/**
 * A paid answer read against the link: paid for this link only when it names this order, the link's
 * number and the link's amount; otherwise what it did say, for the page to show beside the link's.
 */
export function settlePaidAnswer(link: UniversalLink, order: string, data: unknown): TopUpState {
  const answer = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const outTradeNo = typeof answer.outTradeNo === 'string' ? answer.outTradeNo : order;
  const serviceid = typeof answer.phone === 'string' ? answer.phone.trim() : null;
  const amount = readYuan(answer.amount);
  if (
    outTradeNo === order &&
    serviceid === link.serviceid &&
    amount !== null &&
    sameYuan(amount, link.amount)
  ) {
    return { kind: 'paid', order: { outTradeNo, serviceid, amount } };
  }
  return { kind: 'mismatch', order: { outTradeNo, serviceid, amount }, notice: TOP_UP_MESSAGES.mismatch };
}

function cashierOf(outTradeNo: string): CashierForm | null {
  const draft = readDraft<Partial<CashierDraft>>(AGENT_DRAFTS.topUpCashier());
  return draft?.outTradeNo === outTradeNo && draft.form ? draft.form : null;
}

/**
 * On arrival (first visit, a reload, the return from the cashier) and on 刷新结果: an order made for
 * this top-up is asked about, and while it may still be paid no other can be made, so one top-up is
 * one order.
 */
export async function loadTopUp(url: URL, signal: AbortSignal): Promise<TopUpState> {
  const link = parseUniversalLink(url.search);
  // The page draws no top-up for a broken link; nothing is asked for one.
  if (!link) throw new LoadError(TOP_UP_MESSAGES.queryFailed);
  const order = pendingOrderOf(link);
  if (order === null) return { kind: 'ready', notice: null };
  try {
    // The route's first call (route-calls.ts): the status its loader started for this very order.
    const result = await readRoute(topUpOrderQuery, url, {
      toast: false,
      loading: TOP_UP_MESSAGES.querying,
      signal,
    });
    if (result.ok) return settlePaidAnswer(link, order, result.data);
    if (result.code === PAYMENT_FAILED) {
      // A failed payment ends its order: the next tap makes a new one.
      forgetTopUpOrder();
      return { kind: 'ready', notice: result.msg || TOP_UP_MESSAGES.failed };
    }
    return { kind: 'pending', outTradeNo: order, cashier: cashierOf(order), notice: TOP_UP_MESSAGES.unpaid };
  } catch (error) {
    // Without an answer nobody knows whether the order was paid: 重试 asks again, nothing pays again.
    if (error instanceof GatewayError) throw new LoadError(TOP_UP_MESSAGES.queryFailed);
    throw error;
  }
}
