import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { validate } from '../validate.ts';
import {
  normaliseOrderQuery,
  type OrderQueryForm,
  orderQueryPhoneRules,
  orderQueryRules,
} from './order-query.ts';

const valid: OrderQueryForm = { mobilePhone: '17012345678', code: '123456' };

describe('orderQueryRules', () => {
  itGivesMessages(orderQueryRules, valid, [
    ['valid', {}, null],
    ['phone empty (before the code)', { mobilePhone: '', code: '' }, '请输入手机号'],
    ['phone too short', { mobilePhone: '1701234567' }, '请输入正确的手机号'],
    ['second digit 2', { mobilePhone: '12012345678' }, '请输入正确的手机号'],
    ['second digit 9', { mobilePhone: '19912345678' }, null],
    ['code empty', { code: '' }, '请输入验证码'],
  ]);
});

describe('orderQueryPhoneRules (sending a code)', () => {
  it.each<[string, string, string | null]>([
    ['valid, code not typed yet', '17012345678', null],
    ['empty', '', '请输入手机号'],
    ['malformed', '27012345678', '请输入正确的手机号'],
  ])('%s', (_label, mobilePhone, expected) => {
    expect(validate(orderQueryPhoneRules, { mobilePhone, code: '' })?.message ?? null).toBe(expected);
  });
});

it('strips spaces', () => {
  expect(normaliseOrderQuery({ mobilePhone: '170 1234 5678', code: ' 12 34 ' })).toEqual({
    mobilePhone: '17012345678',
    code: '1234',
  });
});
