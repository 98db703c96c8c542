import { describe, expect, it } from 'vitest';
import { payMethodOf } from './pay-kind.ts';

describe('payMethodOf', () => {
  it.each([
    [1, 'wechat'],
    ['1', 'wechat'],
    [2, 'fundPool'],
    [' 2 ', 'fundPool'],
    [0, null],
    [3, null],
    ['', null],
    ['wechat', null],
    [null, null],
    [undefined, null],
  ])('payKind %j → %j', (payKind, method) => {
    expect(payMethodOf(payKind)).toBe(method);
  });
});
