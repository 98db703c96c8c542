import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { resendEmailRules } from './resend-email.ts';

describe('resendEmailRules', () => {
  it('lists its messages in the order they are checked', () => {
    expect(resendEmailRules.map((rule) => rule.message)).toEqual(['邮箱号不能为空', '请输入正确的邮箱号']);
  });

  it.each<[string, string, string | null]>([
    ['valid', 'li.ming@example.com', null],
    ['empty', '', '邮箱号不能为空'],
    ['blank', '   ', '邮箱号不能为空'],
    ['no domain', 'li.ming@', '请输入正确的邮箱号'],
    ['no at sign', 'li.ming.example.com', '请输入正确的邮箱号'],
  ])('%s', (_label, email, expected) => {
    expect(validate(resendEmailRules, { email })?.message ?? null).toBe(expected);
  });
});
