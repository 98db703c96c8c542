/*
 * The hall's drafts that hold no one's identity (the personal ones are in hall-drafts.ts). The table is
 * where each name is declared; the screens write a name as a literal of type HallFormDraft, which the
 * compiler checks against the table, and import only that type. A screen that read its name from the
 * table at run time would carry the whole table in its file, every other form's name included.
 */

/**
 * The hall's other drafts: what a form keeps across a reload that is no one's identity (a complaint's
 * text, a chosen package, a region), or the number and SMS code of a sign-in form. They go with the tab,
 * their flow's end where it has one, and a change of subscriber.
 */
export const HALL_FORM_DRAFTS = {
  recharge: 'recharge',
  planChoice: 'plan-choice',
  planVerification: 'plan-verification',
  accountBind: 'account-bind',
  unbindByCode: 'relieve',
  realNameActivation: 'real-name',
  setPassword: 'set-password',
  passwordStep: 'service-password-step',
  complaint: 'complaint',
  comment: 'comment',
  storeRegion: 'store-region',
  smsFeedback: 'sms-feedback',
  smsAgreement: 'sms-agreement',
  /** One per number: the lists being edited of that number's registration. */
  smsRegistration: (phone: string): `sms-registration:${string}` => `sms-registration:${phone}`,
  invoiceVerify: 'invoice-verify',
  invoiceTab: 'invoice-tab',
  invoiceSelection: 'invoice-selection',
  invoiceOrder: 'invoice-order',
  invoiceUser: 'invoice-user',
  invoiceSubmit: 'invoice-submit',
  invoiceCompany: 'invoice-company',
  invoiceSends: 'invoice-sends',
  legacyInvoiceUnconfirmed: 'legacy-invoice-unconfirmed',
} as const;

type Declared = (typeof HALL_FORM_DRAFTS)[keyof typeof HALL_FORM_DRAFTS];
type Family = Extract<Declared, (record: string) => string>;

/** A name of HALL_FORM_DRAFTS, or one of a family of them (`sms-registration:17088886666`). */
export type HallFormDraft = Exclude<Declared, Family> | ReturnType<Family>;
