import { describe, expect, it } from 'vitest';
import { readRealResultState } from './activation.ts';

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
