import { describe } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { companyInvoiceRules, personalInvoiceRules, type SubmitInvoiceForm } from './submit-invoice.ts';

const blank: SubmitInvoiceForm = { tinId: '', invoiceType: '', name: '', tin: '', email: '' };
const company: SubmitInvoiceForm = {
  tinId: '12',
  invoiceType: '82',
  name: '南昌蓝猫科技有限公司',
  tin: '91360100MA35ABCD1X',
  email: 'finance@bluecat.example.com',
};

describe('personalInvoiceRules', () => {
  itGivesMessages(personalInvoiceRules, blank, [
    ['e-mail given', { email: 'li.ming@example.com' }, null],
    ['e-mail empty', {}, '邮箱号不能为空'],
    ['e-mail malformed', { email: 'li.ming@' }, '请输入正确的邮箱号'],
  ]);
});

describe('companyInvoiceRules', () => {
  itGivesMessages(companyInvoiceRules, company, [
    ['complete', {}, null],
    ['nothing filled', blank, '请先选择公司信息'],
    ['no company chosen', { tinId: '' }, '请先选择公司信息'],
    ['no invoice type', { invoiceType: '' }, '请选择发票类型'],
    ['no company name', { name: '' }, '请填写公司信息'],
    ['no tax number', { tin: '' }, '请填写纳税人识别号'],
    ['no e-mail', { email: '' }, '邮箱号不能为空'],
    ['e-mail malformed', { email: 'finance.example.com' }, '请输入正确的邮箱号'],
    ['invoice type checked before the name', { invoiceType: '', name: '' }, '请选择发票类型'],
  ]);
});
