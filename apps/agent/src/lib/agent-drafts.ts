import { removeStored, type StoredKey } from '@bluecat/api/storage';
import { clearDrafts } from '@bluecat/ui/drafts';

/*
 * Every sessionStorage draft the agent app writes through @bluecat/ui's draft helpers is declared here
 * (AGENT_DRAFTS), so that a sign-out and an expired session (-101) clear them all and the journeys'
 * storage check knows them (testing/stored-keys.ts). The spec's own storage keys are declared in
 * @bluecat/api storage.ts. The marks of a charge that may have happened are not drafts and survive both
 * (lib/payment-marks.ts).
 */

/** 主流程 the main wizard or 扫码 the scan variant (the wizard's WizardVariant). */
export type WizardVariant = 'main' | 'scan';

/**
 * Every sessionStorage draft of the agent app, so that a sign-out and an expired session (-101) clear them
 * all. The marks of a charge that may have happened are not drafts and survive both (PAYMENT_MARKS).
 */
export const AGENT_DRAFTS = {
  /** Step 0 as typed: the customer's number, card and spare contact. */
  cardEntry: (variant: WizardVariant) => `open-card:${variant}:entry`,
  /** The wizard's step and 套餐 package offer, so a reload on the package step stays there. */
  progress: (variant: WizardVariant) => `open-card:${variant}:progress`,
  /** The scanned link's order or channel, remembered for a reload without the query. */
  scanLink: () => 'open-card:scan:link',
  /** The agreement step of one card: read to the end, agreed, the customer's signature strokes. */
  agreement: (uimId: string) => `open-card:agreement:${uimId}`,
  /** The joint-photo step of one card: the uploaded photo's address. */
  photo: (uimId: string) => `open-card:photo:${uimId}`,
  /**
   * The joint photo of one card as prepared for upload (a data URL, compressed once), until the server
   * has it: a failed or cancelled upload and a reload send these very bytes again. Apart from the
   * photo draft, so a photo too large for the tab's storage loses only itself.
   */
  preparedPhoto: (uimId: string) => `open-card:prepared-photo:${uimId}`,
  /** 通用充值 the cashier form of the top-up order made in this tab, to continue that very payment. */
  topUpCashier: () => 'universal-pay:cashier',
} as const;

/** The drafts of an opening: everything above but the top-up, which belongs to no opening or agent. */
const OPENING_DRAFT_PREFIXES = ['open-card:'] as const;
const TOP_UP_DRAFT_PREFIXES = ['universal-pay:'] as const;

/**
 * The stored keys of one opening (product.md › 个人数据): the card, the payment and real-name flags and tokens, and
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
 * An opening whose record is gone (开卡时间过长数据缺失, product.md › 个人数据): its stored keys and this tab's drafts of it
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
