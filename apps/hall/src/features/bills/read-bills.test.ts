import * as calls from '@bluecat/api/calls';
import { exampleData } from '@bluecat/api/testing';
import { describe, expect, it } from 'vitest';
import type { Balance, Bill } from './chart-options.ts';
import { readBalance, readBill } from './read-bills.ts';

// The contract's success answers, as the gateway hands them to the screens.
const balanceFixture = exampleData(calls.QUERY_BALANCE) as Balance;
const billFixture = exampleData(calls.QUERY_BILL_DETAILS) as Bill;

describe('readBalance', () => {
  it('keeps an answer that follows the contract as it is', () => {
    expect(readBalance(balanceFixture)).toEqual(balanceFixture);
  });

  it('reads amounts sent as text, and an unreadable one as NaN, never 0', () => {
    const balance = readBalance({ ...balanceFixture, amount: ' 71.66 ', dataVal: ['60', 11.66, '11元'] });
    expect(balance.amount).toBe(71.66);
    expect(balance.dataVal).toEqual([60, 11.66, Number.NaN]);
    expect(readBalance({ ...balanceFixture, amount: '71.66元' }).amount).toBeNaN();
  });

  it.each([
    ['explain', { explain: '' }],
    ['title', { title: '' }],
    ['data', { data: [] }],
    ['dataVal', { dataVal: [] }],
    ['color', { color: [] }],
  ])('reads a missing %s as empty', (field, expected) => {
    const { [field as keyof typeof balanceFixture]: _left, ...rest } = balanceFixture;
    expect(readBalance(rest)).toMatchObject(expected);
  });

  it('reads no answer at all as an empty balance with an unknown amount', () => {
    const balance = readBalance(null);
    expect(balance).toMatchObject({ title: '', explain: '', data: [], dataVal: [], color: [] });
    expect(balance.amount).toBeNaN();
  });
});

describe('readBill', () => {
  it('keeps an answer that follows the contract as it is', () => {
    expect(readBill(billFixture)).toEqual(billFixture);
  });

  it('reads the chart and the fee lines with amounts sent as text', () => {
    const bill = readBill({
      ...billFixture,
      amount: '58.00',
      chart: [
        { name: '套餐费', value: '38' },
        { name: '语音', value: null },
      ],
      list: [{ name: '套餐费', amount: '38.00' }],
    });
    expect(bill.amount).toBe(58);
    expect(bill.chart).toEqual([
      { name: '套餐费', value: 38 },
      { name: '语音', value: Number.NaN },
    ]);
    expect(bill.list).toEqual([{ name: '套餐费', amount: 38 }]);
  });

  it('reads missing lists and texts as empty instead of failing the screen', () => {
    const bill = readBill({ amount: 12, date: '2026-10' });
    expect(bill).toEqual({
      amount: 12,
      date: '2026-10',
      title: '',
      detailTitle: '',
      desc: '',
      color: [],
      legend: [],
      chart: [],
      list: [],
    });
  });
});
