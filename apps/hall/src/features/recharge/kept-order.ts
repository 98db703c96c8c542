import { readStored } from '@bluecat/api/storage';

/**
 * Whether this tab keeps a top-up order (pending-order.ts), told without reading it: a tap on 立即充值
 * must know at once that it asks about that order rather than makes a new one, while reading and
 * checking the order is the payment code's part, fetched with it. A value that turns out unreadable is
 * forgotten there.
 */
export function keepsOrder(): boolean {
  try {
    return readStored('rechargeOrder') !== null;
  } catch {
    return false;
  }
}
