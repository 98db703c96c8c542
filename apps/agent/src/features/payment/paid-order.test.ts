// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MARK_PREFIX } from '../../lib/payment-marks.ts';
import { forgetPaidOrder, type PaidFor, paidOrderOf, rememberPaidOrder } from './paid-order.ts';

afterEach(() => localStorage.clear());

const record: PaidFor = { uimId: 'UIM1', recordNumber: 'KK202406130001', sumFee: 50 };

describe('paid order memory', () => {
  it('remembers a payment of a record until it is forgotten', () => {
    rememberPaidOrder(record, { outTradeNo: 'ZJC1', method: 'fundPool' });
    expect(paidOrderOf(record)).toEqual({ outTradeNo: 'ZJC1', method: 'fundPool' });
    expect(paidOrderOf({ ...record, uimId: 'UIM2' })).toBeNull();
    forgetPaidOrder('UIM1');
    expect(paidOrderOf(record)).toBeNull();
  });

  it.each([
    ['a later opening record of the same card', { ...record, recordNumber: 'KK202406200007' }],
    ['the same record awaiting another fee', { ...record, sumFee: 100 }],
    ['a free record of the same number', { ...record, sumFee: 0 }],
  ])('does not count for %s', (_case, later) => {
    rememberPaidOrder(record, { outTradeNo: 'ZJC1', method: 'wechat' });
    expect(paidOrderOf(later)).toBeNull();
  });

  it('ignores a stored value of another shape, and a mark that names no record', () => {
    const name = `${MARK_PREFIX}paid-order:UIM1`;
    const store = (value: unknown) =>
      localStorage.setItem(name, JSON.stringify({ savedAt: Date.now(), value }));
    store({ outTradeNo: 'X', method: 'cash', recordNumber: record.recordNumber, sumFee: 50 });
    expect(paidOrderOf(record)).toBeNull();
    store({ outTradeNo: 'X', method: 'wechat' });
    expect(paidOrderOf(record)).toBeNull();
    localStorage.setItem(name, 'not json');
    expect(paidOrderOf(record)).toBeNull();
  });
});
