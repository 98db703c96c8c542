import { describe, expect, it } from 'vitest';
import { changeOutcomeOf, planOfferOf } from './plans.ts';

const products = {
  mobilePhone: '17088886666',
  serviceKind: 7 as const,
  call: { list: [] },
  dayFlow: { list: [] },
  monthFlow: { list: [] },
  userprod: {
    list: [
      {
        productId: '90063345',
        name: '蓝猫19元畅享套餐',
        amount: 19,
        Calldisplay: 1 as const,
        serviceKind: 7 as const,
      },
      {
        productId: '90063346',
        name: '蓝猫39.5元套餐',
        amount: 39.5,
        Calldisplay: 1 as const,
        serviceKind: 7 as const,
      },
      {
        productId: '90071001',
        name: '王卡29元套餐',
        amount: 29,
        Calldisplay: 2 as const,
        serviceKind: 7 as const,
      },
      {
        productId: '90080001',
        name: '其他号段套餐',
        amount: 9,
        Calldisplay: 1 as const,
        serviceKind: 8 as const,
      },
    ],
  },
};
const current = { packageId: '90063345', packageName: '蓝猫19元畅享套餐' };

describe('planOfferOf', () => {
  it('offers the other plans of the number’s serviceKind, with the 王卡 tab when such plans exist', () => {
    const offer = planOfferOf(products, current);
    expect(offer.plans.map((plan) => [plan.productId, plan.monthly, plan.group])).toEqual([
      ['90063346', '39.50', 1],
      ['90071001', '29', 2],
    ]);
    expect(offer.groups).toEqual([1, 2]);
  });

  it('shows only the 蓝猫 tab when no 王卡 plan is offered', () => {
    const list = products.userprod.list.filter((item) => item.Calldisplay === 1);
    expect(planOfferOf({ ...products, userprod: { list } }, current).groups).toEqual([1]);
  });
});

describe('planOfferOf leaves out a plan whose monthly price is not a price', () => {
  const withPrice = (amount: unknown) => ({
    ...products,
    userprod: { list: [{ ...products.userprod.list[1], amount } as (typeof products.userprod.list)[number]] },
  });

  it.each([
    ['negative', -19],
    ['past the ceiling', 30436795.56],
    ['not finite', Number.POSITIVE_INFINITY],
    ['not a number', Number.NaN],
    ['unreadable text', '39元'],
    ['absent', undefined],
  ])('%s (%j)', (_case, amount) => {
    expect(planOfferOf(withPrice(amount), current).plans).toEqual([]);
  });

  it.each([
    ['text', '39.5', '39.50'],
    ['free', 0, '0'],
    ['the ceiling', 1000, '1000'],
  ])('keeps a price sent as %s', (_case, amount, monthly) => {
    expect(planOfferOf(withPrice(amount), current).plans.map((plan) => plan.monthly)).toEqual([monthly]);
  });
});

describe('changeOutcomeOf', () => {
  it.each<[unknown, ReturnType<typeof changeOutcomeOf>]>([
    [{ rspCode: '0000', rspDesc: '受理成功' }, { accepted: true }],
    [
      { rspCode: '2013', rspDesc: '当前套餐本月已变更过，请下月再试' },
      { accepted: false, message: '当前套餐本月已变更过，请下月再试' },
    ],
    [
      { rspCode: '9999', rspDesc: '' },
      { accepted: false, message: '套餐变更失败，请稍后重试' },
    ],
    [undefined, { accepted: false, message: '套餐变更失败，请稍后重试' }],
  ])('%j', (data, expected) => {
    expect(changeOutcomeOf(data)).toEqual(expected);
  });
});
