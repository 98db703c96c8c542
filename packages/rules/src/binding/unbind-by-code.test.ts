import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { validate } from '../validate.ts';
import {
  normaliseUnbindByCode,
  type UnbindByCodeForm,
  unbindByCodeRules,
  unbindCodeRequestRules,
} from './unbind-by-code.ts';

const valid: UnbindByCodeForm = { mobilePhone: '17088886666', code: '123456' };

describe('unbindByCodeRules', () => {
  itGivesMessages(unbindByCodeRules, valid, [
    ['valid', {}, null],
    ['everything empty', { mobilePhone: '', code: '' }, '请输入手机号'],
    ['second digit 2', { mobilePhone: '12088886666', code: '' }, '手机号格式错误'],
    ['twelve digits', { mobilePhone: '170888866661' }, '手机号格式错误'],
    ['second digit 9', { mobilePhone: '19912345678' }, null],
    ['code empty', { code: '' }, '请输入验证码'],
  ]);

  it.each<[string, string, string | null]>([
    ['valid', '17088886666', null],
    ['empty', '', '请输入手机号'],
    ['second digit 1', '11088886666', '手机号格式错误'],
  ])('asking for a code: %s', (_label, mobilePhone, expected) => {
    expect(validate(unbindCodeRequestRules, { mobilePhone, code: '' })?.message ?? null).toBe(expected);
  });

  it('strips spaces', () => {
    expect(normaliseUnbindByCode({ mobilePhone: ' 17088886666', code: '12 34' })).toEqual({
      mobilePhone: '17088886666',
      code: '1234',
    });
  });
});
