// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clearPendingOrder, type PendingOrder, readPendingOrder, savePendingOrder } from './pending-order.ts';

const order: PendingOrder = {
  outTradeNo: 'BC202405201030150001',
  mobilePhone: '17088886666',
  choice: { kind: 2, productId: 'DF1G' },
  title: '流量日包1GB',
  price: 2,
  cashierOk: false,
};

describe('the pending top-up order', () => {
  it("is kept in the tab's session under rechargeOrder until cleared", () => {
    expect(readPendingOrder()).toBeNull();
    savePendingOrder(order);
    expect(sessionStorage.getItem('rechargeOrder')).not.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(readPendingOrder()).toEqual(order);

    savePendingOrder({ ...order, cashierOk: true });
    expect(readPendingOrder()).toEqual({ ...order, cashierOk: true });

    clearPendingOrder();
    expect(readPendingOrder()).toBeNull();
  });

  it('keeps a call-credit order by amount', () => {
    const call = { ...order, choice: { kind: 1 as const, amount: 30 }, title: '话费30元', price: 30 };
    savePendingOrder(call);
    expect(readPendingOrder()).toEqual(call);
  });

  it.each([
    ['text that is not JSON', 'BC1'],
    ['no order number', JSON.stringify({ ...order, outTradeNo: '' })],
    ['no number', JSON.stringify({ ...order, mobilePhone: undefined })],
    ['an unknown kind', JSON.stringify({ ...order, choice: { kind: 4, productId: 'X' } })],
    ['a pack without its id', JSON.stringify({ ...order, choice: { kind: 3 } })],
    ['credit without its amount', JSON.stringify({ ...order, choice: { kind: 1, amount: '30' } })],
    ['no price', JSON.stringify({ ...order, price: '2' })],
    ['null', 'null'],
  ])('reads %s as no order', (_case, raw) => {
    sessionStorage.setItem('rechargeOrder', raw);
    expect(readPendingOrder()).toBeNull();
  });

  it('does not throw where storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => savePendingOrder(order, refusing)).not.toThrow();
    expect(readPendingOrder(refusing)).toBeNull();
    expect(() => clearPendingOrder(refusing)).not.toThrow();
  });
});
