import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import {
  normalisePersonageRealName,
  normaliseRealNameContact,
  type PersonageRealNameForm,
  personageRealNameRules,
  type RealNameContactForm,
  realNameContactRules,
} from './real-name-link.ts';

describe('realNameContactRules', () => {
  it.each<[string, RealNameContactForm, string | null]>([
    ['contact number', { sparePhone: '13812345678' }, null],
    ['second digit 8', { sparePhone: '18812345678' }, null],
    ['empty', { sparePhone: '' }, '请输入手机号'],
    ['second digit 9 is not a contact number', { sparePhone: '19912345678' }, '请输入正确的手机号'],
    ['too short', { sparePhone: '1381234567' }, '请输入正确的手机号'],
  ])('%s', (_label, form, expected) => {
    expect(validate(realNameContactRules, form)?.message ?? null).toBe(expected);
  });

  it('strips spaces', () => {
    expect(normaliseRealNameContact({ sparePhone: '138 1234 5678' })).toEqual({ sparePhone: '13812345678' });
  });
});

describe('personageRealNameRules', () => {
  const ok: PersonageRealNameForm = { name: '张三', idCard: '36010219900101123X' };
  it.each<[string, PersonageRealNameForm, string | null]>([
    ['filled', ok, null],
    ['name empty', { ...ok, name: '' }, '请输入您的姓名'],
    ['ID empty', { ...ok, idCard: '' }, '请输入您证件信息'],
    ['ID short', { ...ok, idCard: '3601021990' }, '请输入正确的身份证号'],
    ['both empty: the name first', { name: '', idCard: '' }, '请输入您的姓名'],
  ])('%s', (_label, form, expected) => {
    expect(validate(personageRealNameRules, form)?.message ?? null).toBe(expected);
  });

  it('strips spaces', () => {
    expect(normalisePersonageRealName({ name: '张 三', idCard: '360102 19900101123X' })).toEqual(ok);
  });
});
