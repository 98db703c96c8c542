import { clearMark, PAYMENT_MARKS, readMark, writeMark } from '../../lib/payment-marks.ts';
import type { PaidOrder } from './payment-flow.ts';

/**
 * A payment seen to succeed is remembered per card (uimId) on this phone until the record says finish.
 * When that save fails, the agent goes back to the card page; on the way through /OpenPay again only
 * the save is retried. A fund-pool payment has no status query, so without this it would be charged
 * twice. The mark outlives a logout and an expired session (lib/payment-marks.ts).
 */
const markKey = PAYMENT_MARKS.paidOrder;

export function rememberPaidOrder(uimId: string, order: PaidOrder): void {
  writeMark(markKey(uimId), order);
}

export function paidOrderOf(uimId: string): PaidOrder | null {
  const order = readMark<Partial<PaidOrder>>(markKey(uimId));
  if (!order || typeof order.outTradeNo !== 'string') return null;
  return order.method === 'wechat' || order.method === 'fundPool'
    ? { outTradeNo: order.outTradeNo, method: order.method }
    : null;
}

export function forgetPaidOrder(uimId: string): void {
  clearMark(markKey(uimId));
}
