import { removeStored, type StoredKey } from '@bluecat/api/storage';
import { AGENT_DRAFTS } from '@bluecat/api/stored-names';
import { clearDrafts } from '@bluecat/ui/drafts';

/**
 * Every sessionStorage draft the agent app writes through @bluecat/ui's draft helpers is declared in
 * @bluecat/api/stored-names (AGENT_DRAFTS), so that a sign-out and an expired session (-101) clear them all
 * and the journeys' storage check knows them. The spec's own storage keys are declared in @bluecat/api
 * storage.ts. The marks of a charge that may have happened are not drafts and survive both
 * (lib/payment-marks.ts).
 */
export { AGENT_DRAFTS };

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

/**
 * An opening whose record is gone (开卡时间过长数据缺失, 002 §8): its stored keys and this tab's drafts of it
 * go, so the card page starts again at the phone number rather than resuming the package step of a
 * record that no longer exists. The scanned link stays: it names the order the scan page serves, which
 * the opening of it starts again from.
 */
export function forgetLostOpening(): void {
  for (const key of OPENING_KEYS) removeStored(key);
  clearDrafts((key) => startsWithAny(OPENING_DRAFT_PREFIXES)(key) && key !== AGENT_DRAFTS.scanLink());
}

/** Forgets every draft of the app, the top-up's included. */
export function clearAgentDrafts(): void {
  clearDrafts(startsWithAny([...OPENING_DRAFT_PREFIXES, ...TOP_UP_DRAFT_PREFIXES]));
}
