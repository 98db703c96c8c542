import { removeStored } from '@bluecat/api/storage';
import { OPENING_KEYS } from '../../lib/agent-drafts.ts';

/**
 * Forgets the stored keys of one opening (product.md › 开卡向导): the card, the payment and real-name flags and
 * tokens, and the per-visit record number. The agent's session and the universal top-up's keys stay.
 */
export function forgetOpening() {
  for (const key of OPENING_KEYS) removeStored(key);
}
