import type { PendingOrder } from './pending-order.ts';
import type { ResolvedChoice } from './products.ts';

/*
 * What the page's hook (use-recharge-payment.ts) and the payment steps it fetches later (payment-run.ts)
 * both speak of: a module of its own, so the fetched steps never import the hook that fetches them.
 */

/** Said when a payment stopped for a reason of the page's own, including its code not arriving. */
export const PAY_ERROR = '支付异常，请稍后重试';

/** The form, 支付结果查询中 while the order status is asked for, or no answer yet with the order to ask about. */
export type PayPhase = { kind: 'form' } | { kind: 'confirming' } | { kind: 'undecided'; order: PendingOrder };

/**
 * What a run does: a new top-up once `proceed` agrees (or, while the tab keeps an order, asking about that
 * one instead), asking about `order` (the kept one when not given), or taking it to the cashier again.
 */
export type PaymentTask =
  | { kind: 'pay'; phone: string; chosen: ResolvedChoice; proceed: () => Promise<boolean> }
  | { kind: 'resume'; order?: PendingOrder }
  | { kind: 'continue'; order: PendingOrder };
