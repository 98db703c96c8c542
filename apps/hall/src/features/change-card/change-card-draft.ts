import type { CardForm } from '@bluecat/rules/card-form';
import type { FaceAuthForm } from '@bluecat/rules/face-auth';

/** /changeCard start form: what CHANGE_CARD needs (000 §5: ID and name). */
export type ChangeCardStart = Pick<FaceAuthForm, 'idCard' | 'name'>;

export const CHANGE_CARD_START_DRAFT = 'change-card-start';
export const EMPTY_CHANGE_CARD_START: ChangeCardStart = { idCard: '', name: '' };

/** The 补卡申请 draft: every field but the service password, plus the passed check's biz_no. */
export type ChangeCardDraft = Omit<CardForm, 'phonePassword'> & { biz_no: string };

export const CHANGE_CARD_FORM_DRAFT = 'change-card-form';
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
