import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, type Rule } from '../validate.ts';

/** /invoiceVerify phone and SMS code, named as NEW_CHECKCODE sends them (product.md › 发票). */
export interface InvoiceVerifyForm {
  service_id: string;
  code: string;
}

export const invoiceVerifyRules: readonly Rule<InvoiceVerifyForm>[] = [
  { field: 'service_id', test: filled, message: '请输入手机号' },
  { field: 'service_id', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的手机号' },
  { field: 'code', test: filled, message: '请输入验证码' },
];
