import { describe, expect, it } from 'vitest';
import { type CallPackageType, orderParamsOf, type PackageAction, readPackageType } from './order-types.ts';

describe('orderParamsOf (product.md › 来电增值业务)', () => {
  it.each<[CallPackageType, PackageAction, ReturnType<typeof orderParamsOf>]>([
    [1, 'open', { operType: 1, effectType: 0 }],
    [2, 'open', { operType: 1, effectType: 0 }],
    [3, 'open', { operType: 1, effectType: 0 }],
    [1, 'cancel', { operType: 0, effectType: 1 }],
    [2, 'cancel', null],
    [3, 'cancel', { operType: 0, effectType: 0 }],
  ])('type %s %s → %o', (type, action, expected) => {
    expect(orderParamsOf(type, action)).toEqual(expected);
  });
});

describe('readPackageType', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['4', null],
    ['', null],
    [null, null],
  ])('%o → %o', (value, expected) => {
    expect(readPackageType(value)).toBe(expected);
  });
});
