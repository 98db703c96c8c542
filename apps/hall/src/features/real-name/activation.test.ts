import { describe, expect, it } from 'vitest';
import { mobileInput, readRealResultState } from './activation.ts';

describe('readRealResultState', () => {
  it.each<[unknown, ReturnType<typeof readRealResultState>]>([
    [
      { bizNo: 'FA4', mobilePhone: '13912345678' },
      { bizNo: 'FA4', mobilePhone: '13912345678' },
    ],
    [{ bizNo: 'FA4' }, null],
    [{ mobilePhone: '13912345678' }, null],
    [{ bizNo: '', mobilePhone: '13912345678' }, null],
    [{ bizNo: 'FA4', mobilePhone: 13912345678 }, null],
    [null, null],
    ['FA4', null],
  ])('%o → %o', (state, expected) => {
    expect(readRealResultState(state)).toEqual(expected);
  });
});

describe('mobileInput', () => {
  it.each([
    ['139 1234 5678', '13912345678'],
    ['+86-13912345678', '86139123456'],
    ['139123456789', '13912345678'],
    ['abc', ''],
  ])('%s → %s', (typed, kept) => {
    expect(mobileInput(typed)).toBe(kept);
  });
});
