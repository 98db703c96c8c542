import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { type CancelForm, cancelFormRules, normaliseCancelForm } from './cancel-form.ts';

const noRefund: CancelForm = {
  reason: '出国不再使用',
  mobilePhone: '17079112345',
  phonePassword: '123456',
  sparePhone: '13912345678',
  refund: '1',
  accountName: '',
  accountBank: '',
  bankCard: '',
};
const refund: CancelForm = {
  ...noRefund,
  refund: '2',
  accountName: '中国银行',
  accountBank: '中国银行南昌八一支行',
  bankCard: '6217001234567890123',
};

describe('cancelFormRules', () => {
  it.each<[string, CancelForm, string | null]>([
    ['no refund', noRefund, null],
    ['refund with bank details', refund, null],
    ['reason empty', { ...noRefund, reason: '' }, '请填写拆机原因'],
    ['number empty', { ...noRefund, mobilePhone: '' }, '请填写拆机号码'],
    ['number malformed', { ...noRefund, mobilePhone: '12079112345' }, '请输入正确的手机号'],
    ['password empty', { ...noRefund, phonePassword: '' }, '请填写服务密码'],
    ['spare number malformed', { ...noRefund, sparePhone: '1391234567' }, '请输入正确的备用手机号'],
    ['spare number empty', { ...noRefund, sparePhone: '' }, '请输入正确的备用手机号'],
    ['refund not chosen', { ...noRefund, refund: '' }, '请选择是否退费'],
    ['refund without bank', { ...refund, accountName: '' }, '请选择银行'],
    ['refund without branch', { ...refund, accountBank: '' }, '请填写开户行'],
    ['refund without account', { ...refund, bankCard: '' }, '请输入账号'],
    [
      'no refund ignores the bank fields',
      { ...noRefund, accountName: '', accountBank: '', bankCard: '' },
      null,
    ],
  ])('%s', (_label, form, expected) => {
    expect(validate(cancelFormRules, form)?.message ?? null).toBe(expected);
  });

  it('strips spaces from numbers, password and bank inputs but not the reason', () => {
    const form = normaliseCancelForm({ ...refund, reason: '出国 不再使用', mobilePhone: '170 7911 2345' });
    expect(form).toMatchObject({ reason: '出国 不再使用', mobilePhone: '17079112345' });
  });
});
