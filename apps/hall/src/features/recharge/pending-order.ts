import { readStored, removeStored, type StorageLike, writeStored } from '@bluecat/api/storage';
import type { PaidAttempt } from './checkout.ts';
import type { RechargeChoice } from './products.ts';

/**
 * 待确认订单 a top-up order that exists (addOrders answered its outTradeNo) and is not settled yet. Kept for
 * the tab's session under the declared key `rechargeOrder`, so that a reload, a killed WebView or a closed
 * panel resumes asking about this very order instead of forgetting it: the subscriber may have paid, and
 * a paid flow pack is only opened by this page. It holds the subscriber's own number and product, nothing
 * more, and is removed once the order is settled (paid and its pack opened, failed, or closed unpaid).
 */
export interface PendingOrder extends PaidAttempt {
  /** What the result page shows, e.g. 话费30元: the offer may have changed by the time the answer comes. */
  title: string;
  /** Yuan paid, for the result page. */
  price: number;
  /** The cashier said ok. Until then the order may be unpaid, and 继续支付 may take it to the cashier again. */
  cashierOk: boolean;
}

function readChoice(value: unknown): RechargeChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const choice = value as Record<string, unknown>;
  if (choice.kind === 1) {
    return typeof choice.amount === 'number' && Number.isFinite(choice.amount)
      ? { kind: 1, amount: choice.amount }
      : null;
  }
  if ((choice.kind === 2 || choice.kind === 3) && typeof choice.productId === 'string' && choice.productId) {
    return { kind: choice.kind, productId: choice.productId };
  }
  return null;
}

/** The order kept in this tab, or null; a value of another shape counts as none. */
export function readPendingOrder(storage?: StorageLike): PendingOrder | null {
  let raw: string | null;
  try {
    raw = readStored('rechargeOrder', storage);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const choice = readChoice(value.choice);
  const { outTradeNo, mobilePhone, title, price, cashierOk } = value;
  if (
    !choice ||
    typeof outTradeNo !== 'string' ||
    outTradeNo === '' ||
    typeof mobilePhone !== 'string' ||
    typeof title !== 'string' ||
    typeof price !== 'number'
  ) {
    return null;
  }
  return { outTradeNo, mobilePhone, choice, title, price, cashierOk: cashierOk === true };
}

export function savePendingOrder(order: PendingOrder, storage?: StorageLike): void {
  try {
    writeStored('rechargeOrder', JSON.stringify(order), storage);
  } catch {
    // A full or refusing storage: the order is still followed in memory while the page stays open.
  }
}

export function clearPendingOrder(storage?: StorageLike): void {
  try {
    removeStored('rechargeOrder', storage);
  } catch {
    // Nothing to forget where storage cannot be reached.
  }
}
