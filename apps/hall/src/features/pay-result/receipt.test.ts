import { describe, expect, it } from 'vitest';
import { readReason, readReceipt } from './receipt.ts';

describe('readReceipt', () => {
  const receipt = { mobilePhone: '17088886666', title: '话费30元', amount: 30 };
  it.each<[string, unknown, unknown]>([
    ['a full receipt', receipt, receipt],
    ['no state', null, null],
    ['a string', 'paid', null],
    ['an amount as text', { ...receipt, amount: '30' }, null],
    ['an amount that is not finite', { ...receipt, amount: Number.NaN }, null],
    ['no number', { title: '话费30元', amount: 30 }, null],
    ['no title', { mobilePhone: '17088886666', amount: 30 }, null],
  ])('%s', (_case, state, expected) => {
    expect(readReceipt(state)).toEqual(expected);
  });
});

describe('readReason', () => {
  it.each<[unknown, string | null]>([
    [{ reason: '账户余额不足' }, '账户余额不足'],
    [{ reason: '  ' }, null],
    [{ reason: 3 }, null],
    [undefined, null],
  ])('%j → %s', (state, reason) => {
    expect(readReason(state)).toBe(reason);
  });
});
