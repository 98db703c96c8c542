import { describe, expect, it } from 'vitest';
import { isOrderedAnswer } from './sms-api.ts';

describe('isOrderedAnswer: GET_SMSBYPHONE code → 去登记/退订 (ordered) or 订购 (product.md › 短信防打扰)', () => {
  it.each([
    [1, true],
    [2, false],
    [0, false],
    [-1, false],
    [-100, false],
    [500, false],
  ])('code %s → ordered %s', (code, ordered) => {
    expect(isOrderedAnswer(code)).toBe(ordered);
  });
});
