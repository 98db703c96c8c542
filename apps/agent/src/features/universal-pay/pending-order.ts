import { type KeptTopUp, readStored } from '@bluecat/api/storage';
import type { UniversalLink } from './universal-link.ts';

/*
 * Apart from load-top-up.ts: the route's first call (route-calls.ts) reads it, and the route modules are
 * in the app's entry, which then holds these few lines and not the page's readers.
 */

/** Amounts agree to the fen: 50 and 50.00 are one amount, 0.1 + 0.2 and 0.3 too. */
export const sameYuan = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * The order of this top-up, if one was made on this phone: BOSSouttradeno holds the last order and
 * BOSStopUp the top-up it was made for (record, number and amount), both written when it was made. An
 * order of another link (another record, number or amount) is not this link's business.
 */
export function pendingOrderOf(link: UniversalLink): string | null {
  const order = readStored('BOSSouttradeno');
  const kept: Partial<KeptTopUp> | null = readStored('BOSStopUp');
  if (!order || !kept || typeof kept.amount !== 'number') return null;
  return kept.recordNumber === link.recordNumber &&
    kept.serviceid === link.serviceid &&
    sameYuan(kept.amount, link.amount)
    ? order
    : null;
}
