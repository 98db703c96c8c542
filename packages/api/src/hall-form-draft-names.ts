/*
 * Part of stored-names.ts, which every screen imports its names from: a module of its own so that a
 * screen's files hold only the table it reads, and no page's entry holds any.
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
  smsRegistration: (phone: string) => `sms-registration:${phone}`,
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
