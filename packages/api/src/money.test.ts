import { describe, expect, it } from 'vitest';
import { readFee, readYuan } from './money.ts';

describe('readYuan', () => {
  it.each([
    [50, 50],
    [68.5, 68.5],
    [0, 0],
    [-3.5, -3.5],
    ['50', 50],
    ['2.00', 2],
    [' 19.9 ', 19.9],
    ['-12.30', -12.3],
    ['+5', 5],
  ])('reads %j as %j', (value, yuan) => {
    expect(readYuan(value)).toBe(yuan);
  });

  it.each([
    ['50元'],
    ['¥50'],
    ['50.00元'],
    ['五十'],
    ['1e3'],
    ['0x10'],
    ['1,000'],
    ['50.'],
    ['.5'],
    [''],
    ['   '],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [undefined],
    [null],
    [true],
    [{}],
    [[50]],
  ])('finds no amount in %j', (value) => {
    expect(readYuan(value)).toBeNull();
  });
});

describe('readFee', () => {
  it.each([
    [0, 0],
    ['0', 0],
    ['0.00', 0],
    [50, 50],
    ['50.00', 50],
  ])('reads %j as %j', (value, fee) => {
    expect(readFee(value)).toBe(fee);
  });

  it.each([['50元'], [-1], ['-0.01'], [''], [undefined], [null]])('finds no fee in %j', (value) => {
    expect(readFee(value)).toBeNull();
  });
});
