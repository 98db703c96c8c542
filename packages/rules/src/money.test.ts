import { describe, expect, it } from 'vitest';
import { PRICE_CEILING_YUAN, readPrice, readYuan } from './money.ts';

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

describe('readPrice', () => {
  it.each([
    [0, 0],
    ['0', 0],
    ['0.00', 0],
    [50, 50],
    ['50.00', 50],
    [19.9, 19.9],
    [' 2 ', 2],
    [PRICE_CEILING_YUAN, PRICE_CEILING_YUAN],
    ['1000.00', 1000],
  ])('reads %j as %j', (value, price) => {
    expect(readPrice(value)).toBe(price);
  });

  it.each([
    ['negative', -1],
    ['negative text', '-0.01'],
    ['the absurd negative price of a broken answer', -33954393.81],
    ['the absurd price of a broken answer', 30436795.56],
    ['past the ceiling by a fen', 1000.01],
    ['past the ceiling, as text', '1000.01'],
    ['not finite', Number.POSITIVE_INFINITY],
    ['not a number', Number.NaN],
    ['with a unit', '50元'],
    ['an exponent', '1e3'],
    ['empty text', ''],
    ['absent', undefined],
    ['null', null],
    ['an object', {}],
  ])('finds no price in %s (%j)', (_case, value) => {
    expect(readPrice(value)).toBeNull();
  });

  it('leaves balances to readYuan: an owed balance is below 0, not a price', () => {
    expect(readYuan('-12.30')).toBe(-12.3);
    expect(readPrice('-12.30')).toBeNull();
  });
});
