import type { CardForm } from '@bluecat/rules/change-card/card-form';
import type { IdentityEntry } from '../../lib/face-auth/identity-start-page.tsx';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';

/** /changeCard start form: what CHANGE_CARD needs (product.md › 补卡: ID and name). */
export const CHANGE_CARD_START_DRAFT = HALL_DRAFTS.changeCardStart;
export const CHANGE_CARD_START_ENTRIES: readonly IdentityEntry[] = [
  { input: 'idCard', field: 'idCard' },
  { input: 'name', field: 'name' },
];

/** The 补卡申请 draft: every field but the service password, plus the passed check's biz_no. */
export type ChangeCardDraft = Omit<CardForm, 'phonePassword'> & { biz_no: string };

export const CHANGE_CARD_FORM_DRAFT = HALL_DRAFTS.changeCardForm;
export const EMPTY_CHANGE_CARD_DRAFT: ChangeCardDraft = {
  biz_no: '',
  reason: '',
  mobilePhone: '',
  receive_man: '',
  receive_phone: '',
  receive_addr: '',
};

export function changeCardFormBody(form: CardForm, bizNo: string) {
  return {
    biz_no: bizNo,
    reason: form.reason.trim(),
    mobilePhone: form.mobilePhone,
    phonePassword: form.phonePassword,
    receive_man: form.receive_man.trim(),
    receive_phone: form.receive_phone,
    receive_addr: form.receive_addr.trim(),
  };
}
