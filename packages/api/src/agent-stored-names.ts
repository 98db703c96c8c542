/*
 * Part of stored-names.ts, which every screen imports its names from: a module of its own so that a
 * screen's files hold only the table it reads.
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

/**
 * 支付标记 what the agent's phone knows of a charge that may have happened (localStorage, under MARK_PREFIX):
 * kept across a logout, removed by the answer that settles it or by age. They hold no customer data.
 */
export const PAYMENT_MARKS = {
  /** A prepayment of one card seen to succeed whose record save has not gone through yet. */
  paidOrder: (uimId: string) => `paid-order:${uimId}`,
  /** A fund-pool charge of one card whose answer never came: no second charge until it is known. */
  fundPoolPending: (uimId: string) => `fund-pool:${uimId}`,
} as const;
