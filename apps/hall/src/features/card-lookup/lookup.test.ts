import { describe, expect, it } from 'vitest';
import { cardStatusOf, formatBalance, readCardLookupState } from './lookup.ts';

describe('cardStatusOf', () => {
  it.each([
    ['正常服务', '正常服务', false],
    [' 正常服务 ', '正常服务', false],
    ['欠费停机', '欠费', true],
    ['单向停机', '欠费', true],
    ['', '欠费', true],
  ])('%s → %s', (status, label, owing) => {
    expect(cardStatusOf(status)).toEqual({ label, owing });
  });
});

describe('formatBalance', () => {
  it.each([
    [68.5, '68.50元'],
    [-12.3, '-12.30元'],
    [0, '0.00元'],
    [100, '100.00元'],
    [0.125, '0.13元'],
    [-0.004, '0.00元'],
    [1234.567, '1234.57元'],
  ])('%d → %s', (amount, text) => {
    expect(formatBalance(amount)).toBe(text);
  });
});

describe('readCardLookupState', () => {
  it.each<[unknown, ReturnType<typeof readCardLookupState>]>([
    [
      { bizNo: 'FA1', idCardNumber: '15123X', name: '张伟' },
      { bizNo: 'FA1', idCardNumber: '15123X', name: '张伟' },
    ],
    [{ bizNo: 'FA1' }, { bizNo: 'FA1', idCardNumber: '', name: '' }],
    [{ bizNo: '' }, null],
    [{ idCardNumber: '15123X' }, null],
    [{ bizNo: 7 }, null],
    ['FA1', null],
    [null, null],
    [undefined, null],
  ])('%o → %o', (state, expected) => {
    expect(readCardLookupState(state)).toEqual(expected);
  });
});
