import { filled, type Rule, stripSpaces } from '../validate.ts';

/** New or edited company of /addsite, named as NEW_ADD_INVOICEUSER sends them (product.md › 发票). */
export interface NewCompanyForm {
  name: string;
  /** 纳税人识别号 tax number; the hint asks for 15–20 characters */
  tin: string;
  address: string;
  tel: string;
  bankName: string;
  bankAccount: string;
}

export const newCompanyRules: readonly Rule<NewCompanyForm>[] = [
  { field: 'name', test: filled, message: '请填写公司信息' },
  { field: 'tin', test: filled, message: '请填写纳税人识别号' },
];

/** The tax number is kept upper-case and without spaces (product.md › 发票). */
export function normaliseNewCompany(form: NewCompanyForm): NewCompanyForm {
  return { ...form, tin: stripSpaces(form.tin).toUpperCase() };
}
