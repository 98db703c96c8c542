import { EMAIL_PATTERN, MOBILE_PATTERN, TAX_NUMBER_PATTERN } from '../patterns.ts';
import { filled, type Rule } from '../validate.ts';

/**
 * The older invoice form (/invoice, SUBMIT_INVOICE; product.md › 发票). The spec lists its fields but no rules of
 * its own: the number and code take the invoice-verify texts, the e-mail the submit form's, and the rest
 * are decided in the same words. The tax number is asked only for an enterprise title (invoiceType '2').
 */
export interface LegacyInvoiceForm {
  mobilePhone: string;
  code: string;
  /** The month's id from INVOICE_LIST */
  invoiceId: string;
  /** '1' personal, '2' enterprise */
  invoiceType: string;
  title: string;
  taxNumber: string;
  name: string;
  telephone: string;
  email: string;
}

const enterprise = (form: LegacyInvoiceForm) => form.invoiceType === '2';

export const legacyInvoiceRules: readonly Rule<LegacyInvoiceForm>[] = [
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  { field: 'mobilePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的手机号' },
  { field: 'code', test: filled, message: '请输入验证码' },
  { field: 'invoiceId', test: filled, message: '请选择开票月份' },
  { field: 'title', test: filled, message: '请输入发票抬头' },
  {
    field: 'taxNumber',
    test: (tin, form) => !enterprise(form) || filled(tin),
    message: '请填写纳税人识别号',
  },
  {
    field: 'taxNumber',
    test: (tin, form) => !enterprise(form) || TAX_NUMBER_PATTERN.test(tin.toUpperCase()),
    message: '纳税人识别号格式不正确',
  },
  { field: 'name', test: filled, message: '请输入联系人' },
  { field: 'telephone', test: filled, message: '请输入联系电话' },
  { field: 'email', test: filled, message: '邮箱号不能为空' },
  { field: 'email', test: (email) => EMAIL_PATTERN.test(email), message: '请输入正确的邮箱号' },
];
