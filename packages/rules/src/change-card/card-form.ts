import { CONTACT_PHONE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** 补卡申请 card replacement form, named as CHANGE_CARD_FORM sends them (product.md › 补卡). */
export interface CardForm {
  reason: string;
  /** 补卡号码 the number whose SIM is replaced */
  mobilePhone: string;
  phonePassword: string;
  /** 收货人 receiver of the new SIM */
  receive_man: string;
  receive_phone: string;
  receive_addr: string;
}

/**
 * Both numbers on this form follow the contact-number format, second digit 3–8 (product.md › 补卡). The receiver's
 * number is checked last, after the receiver fields are known to be filled, with the same message.
 */
export const cardFormRules: readonly Rule<CardForm>[] = [
  { field: 'reason', test: filled, message: '请填写补卡原因' },
  { field: 'mobilePhone', test: filled, message: '请填写补卡号码' },
  { field: 'mobilePhone', test: (phone) => CONTACT_PHONE_PATTERN.test(phone), message: '请输入正确的手机号' },
  { field: 'phonePassword', test: filled, message: '请填写服务密码' },
  {
    field: 'receive_man',
    test: (man, form) => filled(man) && filled(form.receive_phone) && filled(form.receive_addr),
    message: '请填写收货人相关信息',
  },
  {
    field: 'receive_phone',
    test: (phone) => CONTACT_PHONE_PATTERN.test(phone),
    message: '请输入正确的手机号',
  },
];

/** Spaces are stripped from the number and password inputs (product.md › 补卡). */
export function normaliseCardForm(form: CardForm): CardForm {
  return normalise(form, ['mobilePhone', 'phonePassword', 'receive_phone']);
}
