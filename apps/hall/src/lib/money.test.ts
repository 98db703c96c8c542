import { describe, expect, it } from 'vitest';
import { formatYuan } from './money.ts';

describe('formatYuan', () => {
  it.each([
    [26.5, '26.50'],
    [19, '19.00'],
    [30, '30.00'],
    [68.5, '68.50'],
    [0, '0.00'],
    [0.1, '0.10'],
    [0.3, '0.30'],
    [2.005, '2.01'],
    [1.005, '1.01'],
    [28.456, '28.46'],
    [0.1 + 0.2, '0.30'],
    [-3.456, '-3.46'],
    [-0.001, '0.00'],
    [1234.5, '1234.50'],
    [Number.NaN, '--'],
    [Number.POSITIVE_INFINITY, '--'],
  ])('%s → %s', (amount, text) => {
    expect(formatYuan(amount)).toBe(text);
  });
});
