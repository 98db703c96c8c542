import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { validate } from '../validate.ts';
import {
  isNewPasswordEmpty,
  type NewPasswordForm,
  newPasswordRules,
  normaliseOldPassword,
  type OldPasswordForm,
  oldPasswordCodeRequestRules,
  oldPasswordRules,
} from './change-password.ts';

const oldValid: OldPasswordForm = { mobilePhone: '17079112345', code: '123456', rawServicePass: '147258' };

describe('oldPasswordRules', () => {
  itGivesMessages(oldPasswordRules, oldValid, [
    ['valid', {}, null],
    ['phone cleared', { mobilePhone: '' }, '请输入手机号'],
    ['phone cleared and code empty', { mobilePhone: '', code: '' }, '请输入手机号'],
    ['phone with second digit 9', { mobilePhone: '19912345678' }, '请输入正确的手机号'],
    ['phone with a comma, as the operator accepts', { mobilePhone: '1,123456789' }, null],
    ['code empty', { code: '' }, '请填写验证码'],
    ['code and old password empty', { code: '', rawServicePass: '' }, '请填写验证码'],
    ['old password empty', { rawServicePass: '' }, '请填写原密码'],
  ]);

  it('strips spaces', () => {
    expect(normaliseOldPassword({ ...oldValid, code: '12 34 56' }).code).toBe('123456');
  });
});

describe('oldPasswordCodeRequestRules', () => {
  it.each<[string, string, string | null]>([
    ['valid', '17079112345', null],
    ['second digit 9 may ask for a code', '19912345678', null],
    ['empty', '', '请输入手机号'],
    ['second digit 2', '12079112345', '请输入正确的手机号'],
    ['comma', '1,123456789', '请输入正确的手机号'],
  ])('%s', (_label, mobilePhone, expected) => {
    const form = { mobilePhone, code: '', rawServicePass: '' };
    expect(validate(oldPasswordCodeRequestRules, form)?.message ?? null).toBe(expected);
  });
});

describe('newPasswordRules', () => {
  it.each<[string, NewPasswordForm, string | null]>([
    ['matching', { newServicePass: '258369', confirmServicePass: '258369' }, null],
    ['different', { newServicePass: '258369', confirmServicePass: '258360' }, '两次输入密码不一致'],
    ['confirm empty', { newServicePass: '258369', confirmServicePass: '' }, '两次输入密码不一致'],
  ])('%s', (_label, form, expected) => {
    expect(validate(newPasswordRules, form)?.message ?? null).toBe(expected);
  });

  it.each<[NewPasswordForm, boolean]>([
    [{ newServicePass: '', confirmServicePass: '' }, true],
    [{ newServicePass: '1', confirmServicePass: '' }, false],
    [{ newServicePass: '', confirmServicePass: '1' }, false],
  ])('both empty does nothing: %o → %s', (form, empty) => {
    expect(isNewPasswordEmpty(form)).toBe(empty);
  });
});
