import { describe, expect, it } from 'vitest';
import { monthOfLink, olderInvoiceTaken, parseOlderList, yuan } from './older-list.ts';

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

  it('drops a month whose amount is not a price', () => {
    expect(
      parseOlderList({
        notInvoice: [
          { id: 1, amount: -24.3, time: '2024-04' },
          { id: 2, amount: 30436795.56, time: '2024-03' },
          { id: 3, amount: '24.3元', time: '2024-02' },
          { id: 4, amount: 19, time: '2024-01' },
        ],
        openedInvoice: [{ id: 5, time: '2023-12' }],
      }),
    ).toEqual({ notInvoice: [{ id: '4', time: '2024-01', amount: '19.00' }], openedInvoice: [] });
  });

  it('reads a missing answer as two empty lists', () => {
    expect(parseOlderList(undefined)).toEqual({ notInvoice: [], openedInvoice: [] });
  });

  it.each<[unknown, string]>([
    [1.005, '1.01'],
    ['19', '19.00'],
    ['x', ''],
    [-24.3, ''],
    [30436795.56, ''],
    [Number.NaN, ''],
  ])('%o yuan → %j', (value, shown) => {
    expect(yuan(value)).toBe(shown);
  });
});

describe('monthOfLink: the older form takes the month of its link, not of an old draft', () => {
  const months = [
    { id: '1024', time: '2024-04', amount: '24.30' },
    { id: '1023', time: '2024-03', amount: '19.00' },
  ];
  it.each<[string, { id: string; time: string }, string, string]>([
    ['a link by id, an old draft of another month', { id: '1024', time: '' }, '1023', '1024'],
    ['a link by time, an old draft of another month', { id: '', time: '2024-04' }, '1023', '1024'],
    ['a link by time, no draft', { id: '', time: '2024-03' }, '', '1023'],
    ['id and time disagree: the id decides', { id: '1023', time: '2024-04' }, '', '1023'],
    ['an unknown id falls back to the time', { id: '9999', time: '2024-04' }, '1023', '1024'],
    ['a linked month no longer offered: no month, not the draft’s', { id: '', time: '2023-12' }, '1023', ''],
    ['no link: the draft’s month', { id: '', time: '' }, '1023', '1023'],
    ['no link, the draft’s month no longer offered', { id: '', time: '' }, '1019', ''],
  ])('%s', (_label, link, draftId, expected) => {
    expect(monthOfLink(months, link, draftId)).toBe(expected);
  });
});

describe('olderInvoiceTaken: what INVOICE_LIST says after an unknown outcome', () => {
  const item = (id: string) => ({ id, time: '2024-04', amount: '1.00' });
  it.each<
    [string, { notInvoice: ReturnType<typeof item>[]; openedInvoice: ReturnType<typeof item>[] }, boolean]
  >([
    ['still not invoiced', { notInvoice: [item('1024')], openedInvoice: [] }, false],
    ['moved to openedInvoice', { notInvoice: [], openedInvoice: [item('1024')] }, true],
    ['no longer offered', { notInvoice: [item('1023')], openedInvoice: [] }, true],
  ])('%s → %s', (_label, list, expected) => {
    expect(olderInvoiceTaken(list, '1024')).toBe(expected);
  });
});
