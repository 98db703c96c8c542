import { describe } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type InvoiceVerifyForm, invoiceVerifyRules } from './invoice-verify.ts';

const valid: InvoiceVerifyForm = { service_id: '13912345678', code: '123456' };

describe('invoiceVerifyRules', () => {
  itGivesMessages(invoiceVerifyRules, valid, [
    ['valid', {}, null],
    ['phone empty', { service_id: '', code: '' }, '请输入手机号'],
    ['phone malformed', { service_id: '12345' }, '请输入正确的手机号'],
    ['phone second digit 2', { service_id: '12912345678' }, '请输入正确的手机号'],
    ['code empty', { code: '' }, '请输入验证码'],
  ]);
});
