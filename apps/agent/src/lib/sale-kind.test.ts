import { describe, expect, it } from 'vitest';
import { systemIdForSaleKind } from './sale-kind.ts';

describe('systemIdForSaleKind', () => {
  it.each([
    [3, 4],
    ['3', 4],
    [1, 7],
    ['1', 7],
    [4, 7],
    ['4', 7],
    [2, null],
    [0, null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('defaultSaleKind %j → systemId %j', (kind, systemId) => {
    expect(systemIdForSaleKind(kind)).toBe(systemId);
  });
});
