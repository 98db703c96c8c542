import { CONTACT_PHONE_PATTERN, ID_CARD_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** 扫码实名 contact number of /realNameLinkForm and /PersonageRealNameForm (sparePhone, product.md › 扫码实名). */
export interface RealNameContactForm {
  sparePhone: string;
}

/** Contact numbers on the real-name forms: second digit 3–8 (product.md › 扫码实名); required first (请输入手机号). */
export const realNameContactRules: readonly Rule<RealNameContactForm>[] = [
  { field: 'sparePhone', test: filled, message: '请输入手机号' },
  { field: 'sparePhone', test: (phone) => CONTACT_PHONE_PATTERN.test(phone), message: '请输入正确的手机号' },
];

/** /PersonageRealName: the name and ID checkName is sent (product.md › 扫码实名). */
export interface PersonageRealNameForm {
  name: string;
  idCard: string;
}

/** The face-verification forms' words for these two fields (product.md › 扫码实名); an ID must have 18 characters. */
export const personageRealNameRules: readonly Rule<PersonageRealNameForm>[] = [
  { field: 'name', test: filled, message: '请输入您的姓名' },
  { field: 'idCard', test: filled, message: '请输入您证件信息' },
  { field: 'idCard', test: (idCard) => ID_CARD_PATTERN.test(idCard), message: '请输入正确的身份证号' },
];

/** Spaces are stripped (product.md › 扫码实名). */
export function normaliseRealNameContact(form: RealNameContactForm): RealNameContactForm {
  return normalise(form, ['sparePhone']);
}

export function normalisePersonageRealName(form: PersonageRealNameForm): PersonageRealNameForm {
  return normalise(form, ['name', 'idCard']);
}
