import { EMAIL_PATTERN } from '../patterns.ts';
import { filled, type Rule } from '../validate.ts';

/** /submitInvoice, named as NEW_SEND_INVOICE sends them (product.md › 发票). */
export interface SubmitInvoiceForm {
  /** Id of the chosen company; empty until one is chosen on /addsite */
  tinId: string;
  invoiceType: string;
  /** Company name */
  name: string;
  /** 纳税人识别号 tax number */
  tin: string;
  email: string;
}

const emailRequired: Rule<SubmitInvoiceForm> = { field: 'email', test: filled, message: '邮箱号不能为空' };
const emailFormat: Rule<SubmitInvoiceForm> = {
  field: 'email',
  test: (email) => EMAIL_PATTERN.test(email),
  message: '请输入正确的邮箱号',
};

/** 个人 personal title: the e-mail only (the type is always 82). */
export const personalInvoiceRules: readonly Rule<SubmitInvoiceForm>[] = [emailRequired, emailFormat];

/**
 * 企业 company title, in the spec's order. The spec gives no texts of its own for an empty company name
 * or tax number; the new-company form's texts for the same fields are used.
 */
export const companyInvoiceRules: readonly Rule<SubmitInvoiceForm>[] = [
  { field: 'tinId', test: filled, message: '请先选择公司信息' },
  { field: 'invoiceType', test: filled, message: '请选择发票类型' },
  { field: 'name', test: filled, message: '请填写公司信息' },
  { field: 'tin', test: filled, message: '请填写纳税人识别号' },
  emailRequired,
  emailFormat,
];
