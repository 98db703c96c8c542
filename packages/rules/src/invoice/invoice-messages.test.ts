import { describe, expect, it } from 'vitest';
import { companySearchRules } from './company-search.ts';
import { invoiceSelectionRules } from './invoice-selection.ts';
import { invoiceVerifyRules } from './invoice-verify.ts';
import { newCompanyRules } from './new-company.ts';
import { companyInvoiceRules, personalInvoiceRules } from './submit-invoice.ts';

/** Every invoice table's messages, in the order they are checked (product.md › 发票). */
describe('invoice rule tables', () => {
  it.each<[string, readonly { message: string }[], string[]]>([
    ['invoice verify', invoiceVerifyRules, ['请输入手机号', '请输入正确的手机号', '请输入验证码']],
    ['month selection', invoiceSelectionRules, ['请选择开票月份']],
    ['personal title', personalInvoiceRules, ['邮箱号不能为空', '请输入正确的邮箱号']],
    [
      'company title',
      companyInvoiceRules,
      [
        '请先选择公司信息',
        '请选择发票类型',
        '请填写公司信息',
        '请填写纳税人识别号',
        '邮箱号不能为空',
        '请输入正确的邮箱号',
      ],
    ],
    ['company search', companySearchRules, ['企业名称格式不正确(最少3位,最大100位);']],
    ['new company', newCompanyRules, ['请填写公司信息', '请填写纳税人识别号']],
  ])('%s', (_name, rules, messages) => {
    expect(rules.map((rule) => rule.message)).toEqual(messages);
  });
});
