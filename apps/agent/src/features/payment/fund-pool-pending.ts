import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/use-persisted-state';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';

/**
 * 资金池 a fund-pool charge whose answer never came (a timeout, a dropped connection) may have gone
 * through. Until the opening record says otherwise, the card's pay page charges nothing more for that
 * record number: the mark is set before the call and lifted only by an answer (paid or refused) or by
 * the record read again. Kept in this tab per card, like a remembered payment.
 */
interface PendingCharge {
  recordNumber: string;
}

export function markFundPoolCharge(uimId: string, recordNumber: string): void {
  writeDraft<PendingCharge>(AGENT_DRAFTS.fundPoolPending(uimId), { recordNumber });
}

/** The record number of a charge of this card whose outcome is not known, or null. */
export function pendingFundPoolCharge(uimId: string): string | null {
  const pending = readDraft<Partial<PendingCharge>>(AGENT_DRAFTS.fundPoolPending(uimId));
  return typeof pending?.recordNumber === 'string' ? pending.recordNumber : null;
}

export function clearFundPoolCharge(uimId: string): void {
  clearDraft(AGENT_DRAFTS.fundPoolPending(uimId));
}
