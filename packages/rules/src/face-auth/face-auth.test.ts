import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { type FaceAuthAction, type FaceAuthForm, faceAuthRules, normaliseFaceAuth } from './face-auth.ts';

const empty: FaceAuthForm = { idCardNumber: '', name: '', idCard: '', mobilePhone: '', servicePassword: '' };
const full: FaceAuthForm = {
  idCardNumber: '15123X',
  name: '张伟',
  idCard: '36010219900315123X',
  mobilePhone: '13912345678',
  servicePassword: '123456',
};

describe('faceAuthRules', () => {
  it.each<[FaceAuthAction, Partial<FaceAuthForm>, string | null]>([
    ['cardQuery', {}, '请输入身份证号后六位'],
    ['cardQuery', { idCardNumber: '15123X' }, '请输入您的姓名'],
    ['cardQuery', { idCardNumber: '15123X', name: '张伟' }, null],
    ['callDivert', {}, '请输入身份证号后六位'],
    ['callDivert', { idCardNumber: '15123X' }, '请输入您的姓名'],
    ['callDivert', { idCardNumber: '15123X', name: '张伟' }, null],
    ['accountBind', {}, '请输入您证件信息'],
    ['accountBind', { idCard: '36010219900315123X' }, '请输入您的姓名'],
    ['accountBind', { idCard: '36010219900315123X', name: '张伟' }, '请输入手机号'],
    [
      'accountBind',
      { idCard: '36010219900315123X', name: '张伟', mobilePhone: '12912345678' },
      '手机号格式错误',
    ],
    ['accountBind', { idCard: '36010219900315123X', name: '张伟', mobilePhone: '13912345678' }, null],
    ['closeAccount', {}, '请输入您证件信息'],
    ['closeAccount', { idCard: '36010219900315123X', name: '张伟' }, '请输入手机号'],
    [
      'closeAccount',
      { idCard: '36010219900315123X', name: '张伟', mobilePhone: '1391234567' },
      '手机号格式错误',
    ],
    ['closeAccount', { idCard: '36010219900315123X', name: '张伟', mobilePhone: '19912345678' }, null],
    ['setPassword', { idCard: '36010219900315123X' }, '请输入您的姓名'],
    ['setPassword', { idCard: '36010219900315123X', name: '张伟' }, '请输入手机号'],
    ['setPassword', { idCard: '36010219900315123X', name: '张伟', mobilePhone: '13912345678' }, null],
    ['changeCard', {}, '请输入您证件信息'],
    ['changeCard', { idCard: '36010219900315123X' }, '请输入您的姓名'],
    ['changeCard', { idCard: '36010219900315123X', name: '张伟' }, null],
    ['transfer', {}, '请输入您证件信息'],
    ['transfer', { idCard: '36010219900315123X' }, '请输入您的姓名'],
    ['transfer', { idCard: '36010219900315123X', name: '张伟' }, null],
    ['realName', {}, '请输入手机号'],
    ['realName', { mobilePhone: '139123456789' }, '手机号格式错误'],
    ['realName', { mobilePhone: '13912345678' }, '请输入服务密码'],
    ['realName', { mobilePhone: '13912345678', servicePassword: '123456' }, null],
  ])('%s %o → %s', (action, patch, expected) => {
    expect(validate(faceAuthRules[action], { ...empty, ...patch })?.message ?? null).toBe(expected);
  });

  it.each<FaceAuthAction>([
    'cardQuery',
    'callDivert',
    'accountBind',
    'closeAccount',
    'setPassword',
    'changeCard',
    'transfer',
    'realName',
  ])('%s passes with every field filled', (action) => {
    expect(validate(faceAuthRules[action], full)).toBeNull();
  });

  it('strips spaces before checking', () => {
    const form = normaliseFaceAuth({ ...empty, mobilePhone: '139 1234 5678', servicePassword: ' 123456 ' });
    expect(form).toMatchObject({ mobilePhone: '13912345678', servicePassword: '123456' });
    expect(validate(faceAuthRules.realName, form)).toBeNull();
  });
});
