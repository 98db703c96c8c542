import { GatewayError } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import { LoadError } from '@bluecat/ui/use-load';
import { api } from '../../lib/api.ts';
import type { UniversalLink } from './universal-link.ts';

export type TopUpState =
  /** Nothing paid yet. `pending` is an order made for this top-up that is not paid (yet). */
  { kind: 'ready'; pending: string | null; notice: string | null } | { kind: 'paid'; outTradeNo: string };

/** bossQueryOrderByOutTradeNo: code 1 paid, 2 not paid yet, -100 the payment failed (contract). */
const UNPAID = 2;

export const TOP_UP_MESSAGES = {
  querying: '支付查询验证中',
  unpaid: '订单尚未支付，请完成支付',
  failed: '支付失败，请重新支付',
  queryFailed: '支付结果查询失败，请重试',
  /** A cashier answer the page cannot follow. */
  payFailed: '支付异常!!!',
} as const;

/**
 * The order of this top-up, if this tab made one: BOSSouttradeno holds the last order and the session's
 * recordNumber the top-up it was made for, both written when it was made. An order of another link is
 * not this link's business.
 */
export function pendingOrderOf(link: UniversalLink): string | null {
  const order = readStored('BOSSouttradeno');
  return order && readStored('recordNumber') === link.recordNumber ? order : null;
}

/**
 * On arrival (first visit, a reload, the return from the cashier): an order made for this top-up is asked
 * about before another can be made, so one top-up is paid once.
 */
export async function loadTopUp(link: UniversalLink, signal: AbortSignal): Promise<TopUpState> {
  const order = pendingOrderOf(link);
  if (order === null) return { kind: 'ready', pending: null, notice: null };
  try {
    const result = await api.call(
      'bossQueryOrderByOutTradeNo',
      { outTradeNo: order },
      { toast: false, loading: TOP_UP_MESSAGES.querying, signal },
    );
    if (result.ok) return { kind: 'paid', outTradeNo: order };
    if (result.code === UNPAID) return { kind: 'ready', pending: order, notice: TOP_UP_MESSAGES.unpaid };
    // A failed payment ends its order: the next tap makes a new one.
    return { kind: 'ready', pending: null, notice: result.msg || TOP_UP_MESSAGES.failed };
  } catch (error) {
    if (error instanceof GatewayError) throw new LoadError(TOP_UP_MESSAGES.queryFailed);
    throw error;
  }
}
