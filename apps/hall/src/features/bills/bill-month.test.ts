import { describe, expect, it } from 'vitest';
import { parseBillMonth } from './bill-month.ts';

describe('parseBillMonth', () => {
  it.each([
    [null, { kind: 'current' }],
    ['', { kind: 'current' }],
    ['  ', { kind: 'current' }],
    ['2024-03', { kind: 'month', month: '2024-03' }],
    [' 2024-12 ', { kind: 'month', month: '2024-12' }],
    ['2024-13', { kind: 'invalid' }],
    ['2024-00', { kind: 'invalid' }],
    ['202403', { kind: 'invalid' }],
    ['2024-03-01', { kind: 'invalid' }],
    ['abc', { kind: 'invalid' }],
  ])('%j → %j', (date, query) => {
    expect(parseBillMonth(date)).toEqual(query);
  });
});
