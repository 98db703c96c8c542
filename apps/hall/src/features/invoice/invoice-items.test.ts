import { describe, expect, it } from 'vitest';
import {
  centsOf,
  INVOICE_STATUS,
  invoiceStatusOf,
  monthKeyOf,
  monthLabel,
  monthsBefore,
  parseInvoiceList,
  splitInvoiceTabs,
  sumAmounts,
  yuanOfCents,
} from './invoice-items.ts';

describe('sumAmounts', () => {
  it.each<[unknown[], string]>([
    [[0.1, 0.2], '0.30'],
    [[0.1, 0.7], '0.80'],
    [[1.005, 0], '1.01'],
    [['24.3', 19, '31.8'], '75.10'],
    [[19.99, 0.01], '20.00'],
    [[], '0.00'],
    [['abc', null, 5], '5.00'],
  ])('%o → %s', (amounts, total) => {
    expect(sumAmounts(amounts)).toBe(total);
  });
});

describe('yuanOfCents and centsOf', () => {
  it.each<[number, string]>([
    [30, '0.30'],
    [2430, '24.30'],
    [5, '0.05'],
    [-1230, '-12.30'],
  ])('%d fen → %s', (cents, yuan) => {
    expect(yuanOfCents(cents)).toBe(yuan);
  });

  it('reads numbers and numeric strings in yuan', () => {
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(' 24.3 ')).toBe(2430);
    expect(centsOf('')).toBe(0);
    expect(centsOf(undefined)).toBe(0);
  });
});

describe('the status map', () => {
  it.each<[unknown, number, string, boolean, 'open' | 'issued']>([
    [0, 0, '未开票', false, 'open'],
    [1, 1, '开票中', false, 'issued'],
    [2, 2, '已开票', true, 'issued'],
    [3, 3, '开票失败', true, 'issued'],
    ['2', 2, '已开票', true, 'issued'],
    [9, 0, '未开票', false, 'open'],
    [null, 0, '未开票', false, 'open'],
  ])('%o → %d %s, resend %s, tab %s', (raw, status, label, resend, tab) => {
    const parsed = invoiceStatusOf(raw);
    expect(parsed).toBe(status);
    expect(INVOICE_STATUS[parsed]).toEqual({ label, resend, tab });
  });
});

describe('monthsBefore (the month window)', () => {
  it('is the 6 months before the current one, newest first', () => {
    expect(monthsBefore(new Date(2026, 10, 20), 6)).toEqual([
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
    ]);
  });

  it('in January is July to December of the year before', () => {
    expect(monthsBefore(new Date(2026, 0, 1), 6)).toEqual([
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
    ]);
  });

  it('on the last day of a long month does not skip a short one', () => {
    expect(monthsBefore(new Date(2026, 2, 31), 2)).toEqual(['2026-02', '2026-01']);
  });
});

describe('parseInvoiceList and splitInvoiceTabs', () => {
  const list = parseInvoiceList({
    list: [
      { id: 'A', feeMonth: '2026-10', feeAmount: '24.3', userId: 'U1', status: 0, type: '', errMsg: '' },
      { id: 'B', feeMonth: '2026-11', feeAmount: 10, userId: 'U1', status: 0, type: '', errMsg: '' },
      { id: 'C', feeMonth: '2026-05', feeAmount: 19, userId: 'U1', status: '0' },
      { id: 'D', feeMonth: '2026-04', feeAmount: 19, userId: 'U1', status: 0 },
      {
        id: 'E',
        feeMonth: '202512',
        feeAmount: 22.6,
        userId: 'U1',
        status: 3,
        type: '81',
        errMsg: ' 不匹配 ',
      },
      { id: 'F', feeMonth: '2025-11', feeAmount: 20, userId: 'U1', status: 2, type: '82' },
      { id: 'G', feeMonth: '2025-10', feeAmount: 20, userId: 'U1', status: 2, type: '82' },
      { feeMonth: '2026-09', feeAmount: 1, status: 0 },
      // Amounts that are not a price: the month is not offered.
      { id: 'N', feeMonth: '2026-08', feeAmount: -33954393.81, userId: 'U1', status: 0 },
      { id: 'P', feeMonth: '2026-07', feeAmount: 30436795.56, userId: 'U1', status: 0 },
      { id: 'Q', feeMonth: '2026-06', userId: 'U1', status: 0 },
      'junk',
    ],
  });

  it('normalises each item once and drops unusable ones', () => {
    expect(list.map((item) => item.id)).toEqual(['B', 'A', 'C', 'D', 'E', 'F', 'G']);
    expect(list.find((item) => item.id === 'A')).toEqual({
      id: 'A',
      month: '2026-10',
      cents: 2430,
      userId: 'U1',
      status: 0,
      kind: '',
      reason: '',
    });
    expect(list.find((item) => item.id === 'E')).toMatchObject({
      month: '2025-12',
      status: 3,
      reason: '不匹配',
    });
  });

  it('lists not-issued months of the window and a year of records', () => {
    const tabs = splitInvoiceTabs(list, new Date(2026, 10, 20));
    // The current month (B) and one 7 months back (D) are not offered.
    expect(tabs.open.map((item) => item.id)).toEqual(['A', 'C']);
    // 2025-11 is 12 months back and still shown; 2025-10 is older than a year.
    expect(tabs.issued.map((item) => item.id)).toEqual(['E', 'F']);
  });

  it('reads a missing or foreign answer as no months', () => {
    expect(parseInvoiceList(null)).toEqual([]);
    expect(parseInvoiceList({ notInvoice: [] })).toEqual([]);
  });
});

describe('month labels', () => {
  it.each<[unknown, string]>([
    ['2024-04', '2024-04'],
    ['2024-4', '2024-04'],
    ['202404', '2024-04'],
    ['2024/04/01', '2024-04'],
    ['2024-13', ''],
    ['四月', ''],
  ])('%o → %s', (raw, key) => {
    expect(monthKeyOf(raw)).toBe(key);
  });

  it('shows a month in Chinese', () => {
    expect(monthLabel('2024-04')).toBe('2024年04月');
  });
});
