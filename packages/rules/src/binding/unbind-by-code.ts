import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** relieve 解绑 by SMS code, named as RELIEVE_BINDING type 1 sends them (product.md › 号码绑定). */
export interface UnbindByCodeForm {
  mobilePhone: string;
  code: string;
}

const mobileRequired: Rule<UnbindByCodeForm> = {
  field: 'mobilePhone',
  test: filled,
  message: '请输入手机号',
};
/** product.md › 号码绑定: unbind takes 11 digits, 1 then 3–9, with its own message. */
const mobileFormat: Rule<UnbindByCodeForm> = {
  field: 'mobilePhone',
  test: (phone) => MOBILE_PATTERN.test(phone),
  message: '手机号格式错误',
};

/** Checked before the SMS code (type '04') is requested. */
export const unbindCodeRequestRules: readonly Rule<UnbindByCodeForm>[] = [mobileRequired, mobileFormat];

export const unbindByCodeRules: readonly Rule<UnbindByCodeForm>[] = [
  mobileRequired,
  mobileFormat,
  { field: 'code', test: filled, message: '请输入验证码' },
];

/** Spaces are stripped (product.md › 号码绑定). */
export function normaliseUnbindByCode(form: UnbindByCodeForm): UnbindByCodeForm {
  return normalise(form, ['mobilePhone', 'code']);
}
