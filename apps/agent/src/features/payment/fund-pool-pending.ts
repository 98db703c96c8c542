import { clearMark, PAYMENT_MARKS, readMark, writeMark } from '../../lib/payment-marks.ts';

/**
 * 资金池 a fund-pool charge whose answer never came (a timeout, a dropped connection) may have gone
 * through. Until the opening record says otherwise, the card's pay page charges nothing more for that
 * record number: the mark is set before the call and lifted only by an answer (paid or refused) or by
 * the record read again. Kept on this phone per card, across a logout and an expired session
 * (lib/payment-marks.ts), like a remembered payment.
 */
interface PendingCharge {
  recordNumber: string;
}

export function markFundPoolCharge(uimId: string, recordNumber: string): void {
  writeMark<PendingCharge>(PAYMENT_MARKS.fundPoolPending(uimId), { recordNumber });
}

/** The record number of a charge of this card whose outcome is not known, or null. */
export function pendingFundPoolCharge(uimId: string): string | null {
  const pending = readMark<Partial<PendingCharge>>(PAYMENT_MARKS.fundPoolPending(uimId));
  return typeof pending?.recordNumber === 'string' ? pending.recordNumber : null;
}

export function clearFundPoolCharge(uimId: string): void {
  clearMark(PAYMENT_MARKS.fundPoolPending(uimId));
}
