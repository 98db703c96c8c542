/*
 * The names the apps store their drafts and payment marks under: the small module the screens import.
 * What each name is for, and the check that every stored name is declared, are in stored-keys.ts, which
 * only the tests read, so no phone downloads the flow descriptions.
 */

/** Every draft name starts with this (sessionStorage), so clearing drafts never touches the spec's keys. */
export const DRAFT_PREFIX = 'bluecat:draft:';

/**
 * Both apps (sessionStorage): the one reload into a new release after a page met a missing file, so the
 * reload happens once, and the new page says so once (@bluecat/ui new-release.ts). No personal data.
 */
export const RELEASE_RELOAD_MARK = 'bluecat:release-reload';

/**
 * The hall (localStorage): 最近使用 the last five services opened from the service search, as the
 * catalogue's ids (`["invoice","recharge"]`). Names of screens only, no number or person: a setting of the
 * device like 关怀版, kept across visits and sign-outs.
 */
export const RECENT_SERVICES = 'bluecat:recent-services';

/** The agent's payment marks (localStorage) start with this. */
export const MARK_PREFIX = 'bluecat:mark:';

/**
 * The hall's drafts that hold personal data (ID numbers, names, numbers, bank cards, photos, SMS codes, a
 * passed check's biz_no), by the flow that needs them. Each lives only while its flow does: the flow's end
 * (success, confirmed exit) forgets the flow's keys, and a change of subscriber (bind, unbind, 清除登录信息,
 * -101) forgets them all. docs/integration-testing.md, "What the hall stores", lists them with what
 * each holds.
 */
export const HALL_DRAFTS = {
  /** 销户 start: mobile, ID number and name, until the application is sent or left. */
  cancelStart: 'cancel-start',
  /** 销户申请: the passed check's biz_no, reason, numbers, refund bank and card number. */
  cancelForm: 'cancel-form',
  /** 补卡 start: ID number and name. */
  changeCardStart: 'change-card-start',
  /** 补卡申请: the passed check's biz_no, reason, number, receiver, phone and address. */
  changeCardForm: 'change-card-form',
  /** 一证通查: ID last six and name, until the cards are shown. */
  cardLookup: 'card-lookup',
  /** 呼叫转移 start: ID last six and name, until the check passed. */
  callDivertStart: 'call-divert',
  /** 呼叫转移: the passed check's biz_no and when it passed (valid 30 minutes). */
  callDivertPass: 'call-divert-pass',
  /** 号码绑定 by face (收不到验证码): mobile, ID last six and name, until bound or left. */
  noCodeBind: 'account-bind-no-code',
  /** 身份信息解绑 unbind by ID number and name, until unbound or left. */
  unbindById: 'relieve-not',
  /** 过户 current owner: ID number, name, passed check, number, reason, the new owner's name and ID number. */
  transferOwner: 'transfer-owner',
  /** 过户 new owner: ID number, name, passed check, number, contact, the uploaded ID photos' addresses. */
  transferNewOwner: 'transfer-new-owner',
  /** 实名登记 (logged in): name and ID number for checkName, until registered, refused or left. */
  personageStart: 'personage-real-name-start',
  /** 实名登记 (logged in): the provider session's biz_no and the contact number. */
  personageForm: 'personage-real-name',
  /** 扫码实名: the link's order, the provider session's biz_no and the contact number. */
  realNameLink: 'real-name-link',
  /** 忘记原密码: name, ID number and number, until the new password is set or the form left. */
  forgotPassword: 'forgot-password',
  /** 开卡记录查询: name and ID number of the query. */
  openingRecords: 'opening-records-query',
  /** 开具发票 (older): mobile, SMS code, title, name, phone and email. */
  legacyInvoice: 'legacy-invoice',
  /** 开具发票 (older): the four document photos, base64. */
  legacyInvoicePhotos: 'legacy-invoice-photos',
  /** 订单查询: mobile and SMS code, the code only until the query is answered. */
  orderQuery: 'order-query-form',
  /** 订单查询: the number's orders, for the way back from a detail. */
  orderQueryResult: 'order-query-result',
} as const;

export type HallDraft = (typeof HALL_DRAFTS)[keyof typeof HALL_DRAFTS];

/** The hall's flows that keep personal data, each with its name on screen and the drafts it keeps. */
export const HALL_FLOW_DRAFTS = {
  cancel: [HALL_DRAFTS.cancelStart, HALL_DRAFTS.cancelForm],
  changeCard: [HALL_DRAFTS.changeCardStart, HALL_DRAFTS.changeCardForm],
  cardLookup: [HALL_DRAFTS.cardLookup],
  callDivert: [HALL_DRAFTS.callDivertStart, HALL_DRAFTS.callDivertPass],
  noCodeBind: [HALL_DRAFTS.noCodeBind],
  unbindById: [HALL_DRAFTS.unbindById],
  transfer: [HALL_DRAFTS.transferOwner, HALL_DRAFTS.transferNewOwner],
  personageRealName: [HALL_DRAFTS.personageStart, HALL_DRAFTS.personageForm],
  realNameLink: [HALL_DRAFTS.realNameLink],
  forgotPassword: [HALL_DRAFTS.forgotPassword],
  openingRecords: [HALL_DRAFTS.openingRecords],
  legacyInvoice: [HALL_DRAFTS.legacyInvoice, HALL_DRAFTS.legacyInvoicePhotos],
  orderQuery: [HALL_DRAFTS.orderQuery, HALL_DRAFTS.orderQueryResult],
} as const satisfies Record<string, readonly HallDraft[]>;

export type HallFlow = keyof typeof HALL_FLOW_DRAFTS;

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
