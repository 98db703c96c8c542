import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/drafts';
import { LoadError } from '@bluecat/ui/use-load';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';
import { api } from '../../lib/api.ts';
import type { CashierForm } from '../../lib/cashier-form.ts';
import type { UniversalLink } from './universal-link.ts';

export type TopUpState =
  /** No order stands for this top-up (none made, or its payment failed): 立即支付 makes one. */
  | { kind: 'ready'; notice: string | null }
  /**
   * An order of this top-up is not paid yet, or its state is not known: it may still be paid, so no
   * other order is made. `cashier` is its cashier form when this tab made it, to continue that payment.
   */
  | { kind: 'pending'; outTradeNo: string; cashier: CashierForm | null; notice: string }
  | { kind: 'paid'; outTradeNo: string };

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
} as const;

interface CashierDraft {
  outTradeNo: string;
  form: CashierForm;
}

/**
 * The order of this top-up, if one was made on this phone: BOSSouttradeno holds the last order and
 * BOSSrecordNumber the top-up it was made for, both written when it was made. An order of another link
 * is not this link's business.
 */
export function pendingOrderOf(link: UniversalLink): string | null {
  const order = readStored('BOSSouttradeno');
  return order && readStored('BOSSrecordNumber') === link.recordNumber ? order : null;
}

/** Keeps a new order with its top-up, and its cashier form so the same payment can be continued. */
export function rememberTopUpOrder(link: UniversalLink, outTradeNo: string, form: CashierForm): void {
  writeStored('BOSSrecordNumber', link.recordNumber);
  writeStored('BOSSouttradeno', outTradeNo);
  writeDraft<CashierDraft>(AGENT_DRAFTS.topUpCashier(), { outTradeNo, form });
}

function forgetTopUpOrder(): void {
  removeStored('BOSSouttradeno');
  removeStored('BOSSrecordNumber');
  clearDraft(AGENT_DRAFTS.topUpCashier());
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
export async function loadTopUp(link: UniversalLink, signal: AbortSignal): Promise<TopUpState> {
  const order = pendingOrderOf(link);
  if (order === null) return { kind: 'ready', notice: null };
  try {
    const result = await api.call(
      calls.bossQueryOrderByOutTradeNo,
      { outTradeNo: order },
      { toast: false, loading: TOP_UP_MESSAGES.querying, signal },
    );
    if (result.ok) return { kind: 'paid', outTradeNo: order };
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
