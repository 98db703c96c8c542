import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type LegacyInvoiceForm, legacyInvoiceRules } from './legacy-invoice.ts';

const personal: LegacyInvoiceForm = {
  mobilePhone: '17088886666',
  code: '123456',
  invoiceId: '1024',
  invoiceType: '1',
  title: '张小明',
  taxNumber: '',
  name: '张小明',
  telephone: '17088886666',
  email: 'zhangxm@example.com',
};

describe('legacyInvoiceRules', () => {
  it('lists its messages in the order they are checked', () => {
    expect(legacyInvoiceRules.map((rule) => rule.message)).toEqual([
      '请输入手机号',
      '请输入正确的手机号',
      '请输入验证码',
      '请选择开票月份',
      '请输入发票抬头',
      '请填写纳税人识别号',
      '纳税人识别号格式不正确',
      '请输入联系人',
      '请输入联系电话',
      '邮箱号不能为空',
      '请输入正确的邮箱号',
    ]);
  });

  itGivesMessages(legacyInvoiceRules, personal, [
    ['personal complete', {}, null],
    ['enterprise complete', { invoiceType: '2', taxNumber: '91360100ma35xxxx1q' }, null],
    ['no number', { mobilePhone: '' }, '请输入手机号'],
    ['number malformed', { mobilePhone: '1708888666' }, '请输入正确的手机号'],
    ['no code', { code: '' }, '请输入验证码'],
    ['no month', { invoiceId: '' }, '请选择开票月份'],
    ['no title', { title: ' ' }, '请输入发票抬头'],
    ['enterprise without tax number', { invoiceType: '2' }, '请填写纳税人识别号'],
    ['enterprise tax number short', { invoiceType: '2', taxNumber: '9136' }, '纳税人识别号格式不正确'],
    ['no contact', { name: '' }, '请输入联系人'],
    ['no telephone', { telephone: '' }, '请输入联系电话'],
    ['no e-mail', { email: '' }, '邮箱号不能为空'],
    ['e-mail malformed', { email: 'zhangxm@' }, '请输入正确的邮箱号'],
  ]);
});
