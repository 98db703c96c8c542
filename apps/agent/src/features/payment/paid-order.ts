import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/use-persisted-state';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';
import type { PaidOrder } from './payment-flow.ts';

/**
 * A payment seen to succeed is remembered per card (uimId) in this tab until the record says finish.
 * When that save fails, the agent goes back to the card page; on the way through /OpenPay again only
 * the save is retried. A fund-pool payment has no status query, so without this it would be charged twice.
 */
const draftKey = AGENT_DRAFTS.paidOrder;

export function rememberPaidOrder(uimId: string, order: PaidOrder): void {
  writeDraft(draftKey(uimId), order);
}

export function paidOrderOf(uimId: string): PaidOrder | null {
  const order = readDraft<Partial<PaidOrder>>(draftKey(uimId));
  if (!order || typeof order.outTradeNo !== 'string') return null;
  return order.method === 'wechat' || order.method === 'fundPool'
    ? { outTradeNo: order.outTradeNo, method: order.method }
    : null;
}

export function forgetPaidOrder(uimId: string): void {
  clearDraft(draftKey(uimId));
}
