import type { StoredKey } from '@bluecat/api/storage';
import { clearDrafts } from '@bluecat/ui/drafts';

/**
 * Every sessionStorage draft the agent app writes through @bluecat/ui's draft helpers is declared in
 * @bluecat/api/stored-names (AGENT_DRAFTS), so that a sign-out and an expired session (-101) clear them all
 * and the journeys' storage check knows them. The spec's own storage keys are declared in @bluecat/api
 * storage.ts. The marks of a charge that may have happened are not drafts and survive both
 * (lib/payment-marks.ts).
 */
export { AGENT_DRAFTS } from '@bluecat/api/stored-names';

/** The drafts of an opening: everything above but the top-up, which belongs to no opening or agent. */
const OPENING_DRAFT_PREFIXES = ['open-card:'] as const;
const TOP_UP_DRAFT_PREFIXES = ['universal-pay:'] as const;

/**
 * The stored keys of one opening (002 §3): the card, the payment and real-name flags and tokens, and
 * the per-visit record number. The agent's session and the universal top-up's keys are not among them.
 */
export const OPENING_KEYS = [
  'uimId',
  'payquery',
  'Judge',
  'GetToken',
  'BizNo',
  'WxPayFlag',
  'recordNumber',
  'biz_no',
] as const satisfies readonly StoredKey[];

const startsWithAny = (prefixes: readonly string[]) => (key: string) =>
  prefixes.some((prefix) => key.startsWith(prefix));

/** Forgets what this tab keeps of every opening: the typed entry, the package offer, signatures. */
export function clearOpeningDrafts(): void {
  clearDrafts(startsWithAny(OPENING_DRAFT_PREFIXES));
}

/** Forgets every draft of the app, the top-up's included. */
export function clearAgentDrafts(): void {
  clearDrafts(startsWithAny([...OPENING_DRAFT_PREFIXES, ...TOP_UP_DRAFT_PREFIXES]));
}
