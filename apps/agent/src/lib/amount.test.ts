import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';

describe('formatAmount', () => {
  it.each([
    [50, '50.00'],
    [0, '0.00'],
    [1, '1.00'],
    [19.9, '19.90'],
    [39.99, '39.99'],
    [100.5, '100.50'],
    [0.1 + 0.2, '0.30'],
    [Number.NaN, '0.00'],
  ])('%s yuan → %s', (yuan, shown) => {
    expect(formatAmount(yuan)).toBe(shown);
  });
});
