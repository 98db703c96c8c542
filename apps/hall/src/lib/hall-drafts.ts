import { clearDraft } from '@bluecat/ui/drafts';

/*
 * The hall's drafts are declared here, by flow (HALL_DRAFTS, HALL_FLOW_DRAFTS for the personal ones), and
 * in form-drafts.ts (HALL_FORM_DRAFTS for the rest, whose names the screens write as HallFormDraft
 * literals); the journeys' storage check reads both through testing/stored-keys.ts. Each personal draft
 * lives only while its flow does: the flow's end (success, confirmed exit) forgets the flow's keys, and a
 * change of subscriber (bind, unbind, 清除登录信息, -101) forgets them all (forget-subscriber.ts).
 * docs/integration-testing.md, "What the hall stores", lists them with what each holds.
 */

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

/** A flow ended (its success, or a confirmed exit): what it kept of the person goes. */
export function endFlow(flow: HallFlow): void {
  for (const key of HALL_FLOW_DRAFTS[flow]) clearDraft(key);
}
