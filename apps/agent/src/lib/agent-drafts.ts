import type { StoredKey } from '@bluecat/api/storage';
import { clearDrafts } from '@bluecat/ui/drafts';

/** 主流程 the main wizard or 扫码 the scan variant (the wizard's WizardVariant). */
type Variant = 'main' | 'scan';

/**
 * Every sessionStorage draft the agent app writes through @bluecat/ui's draft helpers, declared once so
 * that a sign-out and an expired session (-101) clear them all. The spec's own storage keys are declared
 * in @bluecat/api storage.ts; these are the app's own. The marks of a charge that may have happened are
 * not drafts and survive both (lib/payment-marks.ts).
 */
export const AGENT_DRAFTS = {
  /** Step 0 as typed: the customer's number, card and spare contact. */
  cardEntry: (variant: Variant) => `open-card:${variant}:entry`,
  /** The wizard's step and 套餐 package offer, so a reload on the package step stays there. */
  progress: (variant: Variant) => `open-card:${variant}:progress`,
  /** The scanned link's order or channel, remembered for a reload without the query. */
  scanLink: () => 'open-card:scan:link',
  /** The agreement step of one card: read to the end, agreed, the customer's signature strokes. */
  agreement: (uimId: string) => `open-card:agreement:${uimId}`,
  /** The joint-photo step of one card: the uploaded photo's address. */
  photo: (uimId: string) => `open-card:photo:${uimId}`,
  /** 通用充值 the cashier form of the top-up order made in this tab, to continue that very payment. */
  topUpCashier: () => 'universal-pay:cashier',
} as const;

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
