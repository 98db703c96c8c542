import { validate } from '@bluecat/rules/validate';
import { describe, expect, it } from 'vitest';
import { type RechargeForm, rechargeRules } from './recharge-form.ts';

const chosen = { kind: 1, amount: 30 } as const;

describe('rechargeRules', () => {
  it.each<[string, RechargeForm, string | null]>([
    ['an empty number', { mobilePhone: '', choice: chosen }, '请输入手机号'],
    ['a blank number', { mobilePhone: '   ', choice: chosen }, '请输入手机号'],
    ['too short', { mobilePhone: '1708888666', choice: chosen }, '手机号格式错误'],
    ['second digit 2', { mobilePhone: '12088886666', choice: chosen }, '手机号格式错误'],
    ['not starting with 1', { mobilePhone: '27088886666', choice: chosen }, '手机号格式错误'],
    ['twelve digits', { mobilePhone: '170888866661', choice: chosen }, '手机号格式错误'],
    ['the number before the choice', { mobilePhone: '123', choice: null }, '手机号格式错误'],
    ['no choice', { mobilePhone: '17088886666', choice: null }, '请选择充值金额'],
    ['a valid form', { mobilePhone: '17088886666', choice: chosen }, null],
    ['a flow pack', { mobilePhone: '13912345678', choice: { kind: 2, productId: 'DF1G' } }, null],
  ])('%s', (_case, form, message) => {
    expect(validate(rechargeRules, form)?.message ?? null).toBe(message);
  });
});
