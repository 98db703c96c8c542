import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { validate } from '../validate.ts';
import {
  type BindPhoneForm,
  bindCodeRequestRules,
  bindPhoneRules,
  normaliseBindPhone,
} from './bind-phone.ts';

const valid: BindPhoneForm = { phone: '17088886666', code: '123456' };

describe('bindPhoneRules', () => {
  itGivesMessages(bindPhoneRules, valid, [
    ['valid', {}, null],
    ['everything empty', { phone: '', code: '' }, '请输入手机号'],
    ['phone too short', { phone: '1708888666', code: '' }, '请输入正确的手机号'],
    ['second digit 2', { phone: '12088886666' }, '请输入正确的手机号'],
    ['second digit 9 is a mobile number', { phone: '19988886666' }, null],
    ['code empty', { code: '' }, '请输入验证码'],
    ['code blank', { code: '   ' }, '请输入验证码'],
  ]);
});

describe('bindCodeRequestRules', () => {
  it.each<[string, string, string | null]>([
    ['valid', '17088886666', null],
    ['empty', '', '请输入手机号'],
    ['letters', '1708888666a', '请输入正确的手机号'],
  ])('%s', (_label, phone, expected) => {
    // The code itself is not needed to ask for one.
    expect(validate(bindCodeRequestRules, { phone, code: '' })?.message ?? null).toBe(expected);
  });
});

it('strips spaces', () => {
  expect(normaliseBindPhone({ phone: '170 8888 6666', code: ' 1234 ' })).toEqual({
    phone: '17088886666',
    code: '1234',
  });
});
