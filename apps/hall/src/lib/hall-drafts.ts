import { removeStored, type StoredKey } from '@bluecat/api/storage';
import { clearDraft, clearDrafts } from '@bluecat/ui/drafts';
import { hallStore, subscriberRevisionAtom } from './hall-store.ts';

/**
 * The hall's sessionStorage drafts that hold personal data (ID numbers, names, numbers, bank cards,
 * photos, SMS codes, a passed check's biz_no), declared once, by the flow that needs them. Each lives only
 * while its flow does: the flow's end (success, confirmed exit) forgets the flow's keys, and a change of
 * subscriber (bind, unbind, 清除登录信息, -101) forgets them all. The README's "What the hall stores" lists
 * them with what each holds.
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

/** The flows that keep personal data, and the drafts each keeps. */
export const HALL_FLOW_DRAFTS = {
  cancel: [HALL_DRAFTS.cancelStart, HALL_DRAFTS.cancelForm],
  changeCard: [HALL_DRAFTS.changeCardStart, HALL_DRAFTS.changeCardForm],
  cardLookup: [HALL_DRAFTS.cardLookup],
  callDivert: [HALL_DRAFTS.callDivertStart, HALL_DRAFTS.callDivertPass],
  noCodeBind: [HALL_DRAFTS.noCodeBind],
  legacyInvoice: [HALL_DRAFTS.legacyInvoice, HALL_DRAFTS.legacyInvoicePhotos],
  orderQuery: [HALL_DRAFTS.orderQuery, HALL_DRAFTS.orderQueryResult],
} as const satisfies Record<string, readonly HallDraft[]>;

export type HallFlow = keyof typeof HALL_FLOW_DRAFTS;

/**
 * The spec's stored keys that belong to the subscriber of the moment (000 §3, §4): a face check's type and
 * biz_no, and the number the invoice ID-photo check confirmed. The token itself is the caller's to remove.
 */
const SUBSCRIBER_KEYS = ['biz_no', 'authType', 'phone'] as const satisfies readonly StoredKey[];

/** A flow ended (its success, or a confirmed exit): what it kept of the person goes. */
export function endFlow(flow: HallFlow): void {
  for (const key of HALL_FLOW_DRAFTS[flow]) clearDraft(key);
}

/**
 * The subscriber of this tab changed or left (bind, unbind, 清除登录信息, -101): every draft of the tab, the
 * declared ones and any other (the hall has its own origin, so every draft is the hall's), a waiting face
 * check, and what screens cache of the previous number (points history) go.
 */
export function forgetSubscriber(): void {
  clearDrafts(() => true);
  for (const key of SUBSCRIBER_KEYS) removeStored(key);
  hallStore.set(subscriberRevisionAtom, (revision) => revision + 1);
}
