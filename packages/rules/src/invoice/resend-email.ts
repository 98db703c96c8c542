import { EMAIL_PATTERN } from '../patterns.ts';
import { filled, type Rule } from '../validate.ts';

/** 重新发送 resend an issued invoice by e-mail, named as NEW_RELOAD_EMAIL sends it (product.md › 发票). */
export interface ResendEmailForm {
  email: string;
}

/** Required and valid; the spec gives no texts of its own, so the submit form's e-mail texts are used. */
export const resendEmailRules: readonly Rule<ResendEmailForm>[] = [
  { field: 'email', test: filled, message: '邮箱号不能为空' },
  { field: 'email', test: (email) => EMAIL_PATTERN.test(email.trim()), message: '请输入正确的邮箱号' },
];
