import { validate } from '@bluecat/rules/validate';
import { describe, expect, it } from 'vitest';
import { type AgreementForm, agreementRules, isScrolledToEnd } from './agreement-step-rules.ts';

describe('agreementRules', () => {
  // Each row fails exactly where the spec's order says it must: scroll, then checkbox, then signature.
  it.each<[string, AgreementForm, string | null]>([
    ['nothing done', { readToEnd: false, agreed: false, signed: false }, '请完整看完《蓝猫移动入网协议》'],
    [
      'agreed and signed but not read',
      { readToEnd: false, agreed: true, signed: true },
      '请完整看完《蓝猫移动入网协议》',
    ],
    ['read only', { readToEnd: true, agreed: false, signed: false }, '请您阅读并同意《蓝猫移动入网协议》'],
    [
      'read and signed, not agreed',
      { readToEnd: true, agreed: false, signed: true },
      '请您阅读并同意《蓝猫移动入网协议》',
    ],
    ['read and agreed, not signed', { readToEnd: true, agreed: true, signed: false }, '电子签名不能为空'],
    ['all done', { readToEnd: true, agreed: true, signed: true }, null],
  ])('%s → %s', (_case, form, message) => {
    expect(validate(agreementRules, form)?.message ?? null).toBe(message);
  });
});

describe('isScrolledToEnd', () => {
  it.each([
    // scrollHeight 1000 in a 300 px box: the end is at scrollTop 700.
    ['at the top', 0, 300, 1000, false],
    ['half-way', 400, 300, 1000, false],
    ['3 px short', 697, 300, 1000, false],
    ['2 px short (the tolerance)', 698, 300, 1000, true],
    ['a fraction short on a high-DPI screen', 699.5, 300, 1000, true],
    ['exactly at the end', 700, 300, 1000, true],
    ['past the end (iOS bounce)', 720, 300, 1000, true],
    ['text shorter than the box', 0, 300, 280, true],
  ])('%s', (_case, scrollTop, clientHeight, scrollHeight, expected) => {
    expect(isScrolledToEnd({ scrollTop, clientHeight, scrollHeight })).toBe(expected);
  });
});
