import type { OpeningRecord } from '../../lib/opening-record.ts';
import { clearMark, PAYMENT_MARKS, readMark, writeMark } from '../../lib/payment-marks.ts';
import type { PaidOrder } from './payment-flow.ts';

/**
 * A payment seen to succeed is remembered on this phone until the record says finish. When that save
 * fails, the agent goes back to the card page; on the way through /OpenPay again only the save is
 * retried. A fund-pool payment has no status query, so without this it would be charged twice. The mark
 * outlives a logout and an expired session (lib/payment-marks.ts).
 *
 * It is kept per card but holds the record number and the fee it paid, and counts only for that very
 * record: a later opening record of the same card, awaiting another payment, must not be saved as paid
 * with the old order (the fund-pool mark is keyed the same way).
 */
const markKey = PAYMENT_MARKS.paidOrder;

/** What a payment was made for: the card, its opening record and the fee charged. */
export type PaidFor = Pick<OpeningRecord, 'uimId' | 'recordNumber' | 'sumFee'>;

interface PaidMark extends PaidOrder {
  recordNumber: string;
  sumFee: number;
}

export function rememberPaidOrder(record: PaidFor, order: PaidOrder): void {
  writeMark<PaidMark>(markKey(record.uimId), {
    outTradeNo: order.outTradeNo,
    method: order.method,
    recordNumber: record.recordNumber,
    sumFee: record.sumFee,
  });
}

/** The payment made for this record and fee, or null (none, another record's, or unreadable). */
export function paidOrderOf(record: PaidFor): PaidOrder | null {
  const mark = readMark<Partial<PaidMark>>(markKey(record.uimId));
  if (!mark || typeof mark.outTradeNo !== 'string') return null;
  if (mark.recordNumber !== record.recordNumber || mark.sumFee !== record.sumFee) return null;
  return mark.method === 'wechat' || mark.method === 'fundPool'
    ? { outTradeNo: mark.outTradeNo, method: mark.method }
    : null;
}

export function forgetPaidOrder(uimId: string): void {
  clearMark(markKey(uimId));
}
