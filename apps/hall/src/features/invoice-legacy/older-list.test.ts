import { describe, expect, it } from 'vitest';
import { parseOlderList, yuan } from './older-list.ts';

describe('parseOlderList', () => {
  it('reads both lists and drops items without an id', () => {
    expect(
      parseOlderList({
        notInvoice: [{ id: 1024, amount: '24.3', time: '2024-04' }, { amount: 1 }],
        openedInvoice: [{ id: '1019', amount: 31.8, time: ' 2023-12 ' }],
      }),
    ).toEqual({
      notInvoice: [{ id: '1024', time: '2024-04', amount: '24.30' }],
      openedInvoice: [{ id: '1019', time: '2023-12', amount: '31.80' }],
    });
  });

  it('reads a missing answer as two empty lists', () => {
    expect(parseOlderList(undefined)).toEqual({ notInvoice: [], openedInvoice: [] });
  });

  it.each<[unknown, string]>([
    [1.005, '1.01'],
    ['19', '19.00'],
    ['x', '0.00'],
  ])('%o yuan → %s', (value, shown) => {
    expect(yuan(value)).toBe(shown);
  });
});
