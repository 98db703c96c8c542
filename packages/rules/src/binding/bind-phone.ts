import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** AccountBind 号码绑定 by SMS code, named as BIND_PHONE sends them (product.md › 号码绑定). */
export interface BindPhoneForm {
  phone: string;
  code: string;
}

const phoneRequired: Rule<BindPhoneForm> = { field: 'phone', test: filled, message: '请输入手机号' };
// product.md › 号码绑定: a code may be requested for 1, then 3–9; the bind form has no message of its own, so it takes
// the one "other screens use".
const phoneFormat: Rule<BindPhoneForm> = {
  field: 'phone',
  test: (phone) => MOBILE_PATTERN.test(phone),
  message: '请输入正确的手机号',
};

/** Checked before the SMS code (type '01') is requested. */
export const bindCodeRequestRules: readonly Rule<BindPhoneForm>[] = [phoneRequired, phoneFormat];

/** Checked before BIND_PHONE. The code message is the verification screens' 请输入验证码 (product.md › 号码绑定). */
export const bindPhoneRules: readonly Rule<BindPhoneForm>[] = [
  phoneRequired,
  phoneFormat,
  { field: 'code', test: filled, message: '请输入验证码' },
];

/** Spaces are stripped (product.md › 号码绑定). */
export function normaliseBindPhone(form: BindPhoneForm): BindPhoneForm {
  return normalise(form, ['phone', 'code']);
}
