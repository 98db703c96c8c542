import { describe, expect, it } from 'vitest';
import {
  isOfferEmpty,
  type RechargeChoice,
  type RechargeOffer,
  type RechargeProducts,
  reshapeProducts,
  resolveChoice,
  sameChoice,
} from './products.ts';

const products: RechargeProducts = {
  mobilePhone: '17088886666',
  serviceKind: 7,
  call: {
    list: [
      { name: '30元', rechargeNum: 30 },
      { name: '50元', rechargeNum: 50 },
    ],
  },
  dayFlow: { list: [{ productId: 'DF1G', name: '1GB', amount: 2 }] },
  monthFlow: {
    list: [
      { productId: 'MF3G', name: '3GB', amount: 10, serviceKind: 7 },
      { productId: 'MF8X', name: '8GB', amount: 20, serviceKind: 8 },
    ],
  },
  userprod: {
    list: [{ productId: '90063345', name: '蓝猫19元畅享套餐', amount: 19, Calldisplay: 1, serviceKind: 7 }],
  },
};

describe('reshapeProducts (product.md › 号码充值)', () => {
  const offer = reshapeProducts(products);

  it.each([
    [
      'call: cost from name, rechargeNum kept',
      offer.call,
      [
        { cost: '30元', rechargeNum: 30 },
        { cost: '50元', rechargeNum: 50 },
      ],
    ],
    [
      'dayFlow: id from productId, flow from name, money from amount',
      offer.dayFlow,
      [{ id: 'DF1G', flow: '1GB', money: 2 }],
    ],
    [
      'monthFlow: id, flow, money, kind from serviceKind; other kinds left out',
      offer.monthFlow,
      [{ id: 'MF3G', flow: '3GB', money: 10, kind: 7 }],
    ],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('keeps the number and its service kind, and leaves the plans of plan change out', () => {
    expect(offer.mobilePhone).toBe('17088886666');
    expect(offer.serviceKind).toBe(7);
    expect(offer).not.toHaveProperty('userprod');
  });

  it('keeps the month packs of a kind 8 number only', () => {
    expect(reshapeProducts({ ...products, serviceKind: 8 }).monthFlow).toEqual([
      { id: 'MF8X', flow: '8GB', money: 20, kind: 8 },
    ]);
  });
});

describe('reshapeProducts leaves out a product whose price is not a price', () => {
  const offerOf = (call: unknown[], dayFlow: unknown[] = [], monthFlow: unknown[] = []) =>
    reshapeProducts({
      ...products,
      call: { list: call },
      dayFlow: { list: dayFlow },
      monthFlow: { list: monthFlow },
    } as RechargeProducts);

  it.each([
    ['negative', -33954393.81],
    ['past the ceiling', 30436795.56],
    ['past the ceiling by a fen', 1000.01],
    ['not finite', Number.POSITIVE_INFINITY],
    ['not a number', Number.NaN],
    ['unreadable text', '30元'],
    ['absent', undefined],
  ])('%s (%j)', (_case, price) => {
    const offer = offerOf(
      [{ name: '30元', rechargeNum: price }],
      [{ productId: 'D', name: '1GB', amount: price }],
      [{ productId: 'M', name: '3GB', amount: price, serviceKind: 7 }],
    );
    expect(isOfferEmpty(offer)).toBe(true);
  });

  it('keeps the rest, prices sent as text read as numbers', () => {
    const offer = offerOf(
      [
        { name: '30元', rechargeNum: '30' },
        { name: '0元', rechargeNum: 0 },
        { name: '坏', rechargeNum: -1 },
      ],
      [
        { productId: 'D', name: '1GB', amount: '2.00' },
        { productId: 'F', name: '100MB', amount: 0 },
      ],
      [{ productId: 'M', name: '3GB', amount: 1000, serviceKind: 7 }],
    );
    expect(offer.call).toEqual([{ cost: '30元', rechargeNum: 30 }]);
    expect(offer.dayFlow).toEqual([
      { id: 'D', flow: '1GB', money: 2 },
      { id: 'F', flow: '100MB', money: 0 },
    ]);
    expect(offer.monthFlow).toEqual([{ id: 'M', flow: '3GB', money: 1000, kind: 7 }]);
  });
});

describe('isOfferEmpty', () => {
  const none: RechargeOffer = { mobilePhone: '', serviceKind: 7, call: [], dayFlow: [], monthFlow: [] };
  it.each([
    ['nothing offered', none, true],
    ['call credit only', { ...none, call: [{ cost: '30元', rechargeNum: 30 }] }, false],
    ['a day pack only', { ...none, dayFlow: [{ id: 'a', flow: '1GB', money: 2 }] }, false],
    [
      'a month pack only',
      { ...none, monthFlow: [{ id: 'b', flow: '3GB', money: 10, kind: 7 as const }] },
      false,
    ],
  ])('%s → %s', (_case, offer, empty) => {
    expect(isOfferEmpty(offer)).toBe(empty);
  });
});

describe('resolveChoice', () => {
  const offer = reshapeProducts(products);
  it.each<[string, RechargeChoice | null, { title: string; price: number } | null]>([
    ['nothing chosen', null, null],
    ['an offered amount', { kind: 1, amount: 50 }, { title: '话费50元', price: 50 }],
    ['an amount no longer offered', { kind: 1, amount: 100 }, null],
    ['a day pack', { kind: 2, productId: 'DF1G' }, { title: '流量日包1GB', price: 2 }],
    ['a month pack', { kind: 3, productId: 'MF3G' }, { title: '流量月包3GB', price: 10 }],
    ['a day pack id asked as a month pack', { kind: 3, productId: 'DF1G' }, null],
    ['a month pack of the other service kind', { kind: 3, productId: 'MF8X' }, null],
  ])('%s', (_case, choice, expected) => {
    const resolved = resolveChoice(offer, choice);
    expect(resolved && { title: resolved.title, price: resolved.price }).toEqual(expected);
    if (resolved) expect(resolved.choice).toBe(choice);
  });
});

describe('sameChoice', () => {
  it.each<[RechargeChoice | null, RechargeChoice, boolean]>([
    [null, { kind: 1, amount: 30 }, false],
    [{ kind: 1, amount: 30 }, { kind: 1, amount: 30 }, true],
    [{ kind: 1, amount: 30 }, { kind: 1, amount: 50 }, false],
    [{ kind: 2, productId: 'A' }, { kind: 2, productId: 'A' }, true],
    [{ kind: 2, productId: 'A' }, { kind: 3, productId: 'A' }, false],
    [{ kind: 3, productId: 'A' }, { kind: 3, productId: 'B' }, false],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(sameChoice(a, b)).toBe(same);
  });
});
