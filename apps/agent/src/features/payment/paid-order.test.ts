import { afterEach, describe, expect, it } from 'vitest';
import { MARK_PREFIX } from '../../lib/payment-marks.ts';
import { forgetPaidOrder, paidOrderOf, rememberPaidOrder } from './paid-order.ts';

afterEach(() => localStorage.clear());

describe('paid order memory', () => {
  it('remembers a payment per card until it is forgotten', () => {
    rememberPaidOrder('UIM1', { outTradeNo: 'ZJC1', method: 'fundPool' });
    expect(paidOrderOf('UIM1')).toEqual({ outTradeNo: 'ZJC1', method: 'fundPool' });
    expect(paidOrderOf('UIM2')).toBeNull();
    forgetPaidOrder('UIM1');
    expect(paidOrderOf('UIM1')).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem(
      `${MARK_PREFIX}paid-order:UIM1`,
      JSON.stringify({ savedAt: Date.now(), value: { outTradeNo: 'X', method: 'cash' } }),
    );
    expect(paidOrderOf('UIM1')).toBeNull();
    localStorage.setItem(`${MARK_PREFIX}paid-order:UIM1`, 'not json');
    expect(paidOrderOf('UIM1')).toBeNull();
  });
});
