import { MOBILE_PATTERN, PASSWORD_CHANGE_PHONE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** setPassword: the old-password check, named as servicePasswordEditTest sends them (product.md › 服务密码). */
export interface OldPasswordForm {
  mobilePhone: string;
  code: string;
  rawServicePass: string;
}

export const oldPasswordRules: readonly Rule<OldPasswordForm>[] = [
  // product.md › 服务密码: a required mobile left empty says so before any word about its format.
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  {
    field: 'mobilePhone',
    test: (phone) => PASSWORD_CHANGE_PHONE_PATTERN.test(phone),
    message: '请输入正确的手机号',
  },
  { field: 'code', test: filled, message: '请填写验证码' },
  { field: 'rawServicePass', test: filled, message: '请填写原密码' },
];

/**
 * Asking for the SMS code (type '05') of that check: product.md › 服务密码 says the code request accepts 1, then 3–9, a
 * wider class than the check itself; the messages are the ones of the hall's phone fields.
 */
export const oldPasswordCodeRequestRules: readonly Rule<OldPasswordForm>[] = [
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  { field: 'mobilePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的手机号' },
];

/** newPassword: the new service password twice, named as setService_Password sends them. */
export interface NewPasswordForm {
  newServicePass: string;
  confirmServicePass: string;
}

export const newPasswordRules: readonly Rule<NewPasswordForm>[] = [
  {
    field: 'confirmServicePass',
    test: (confirm, form) => confirm === form.newServicePass,
    message: '两次输入密码不一致',
  },
];

/** Both fields empty: the submit button does nothing at all (product.md › 服务密码), no message and no call. */
export function isNewPasswordEmpty(form: NewPasswordForm): boolean {
  return form.newServicePass === '' && form.confirmServicePass === '';
}

/** Spaces are stripped (product.md › 服务密码). */
export function normaliseOldPassword(form: OldPasswordForm): OldPasswordForm {
  return normalise(form, ['mobilePhone', 'code', 'rawServicePass']);
}

export function normaliseNewPassword(form: NewPasswordForm): NewPasswordForm {
  return normalise(form, ['newServicePass', 'confirmServicePass']);
}
