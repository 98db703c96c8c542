import type { CallData } from '@bluecat/api/gateway';
import { readPrice } from '@bluecat/rules/money';

/** RECHARGE_PRODUCT's answer as the contract gives it. */
export type RechargeProducts = CallData<'RECHARGE_PRODUCT'>;
export type ServiceKind = RechargeProducts['serviceKind'];

/** 话费充值 a call-credit amount: cost from name, rechargeNum as sent (product.md › 号码充值). */
export interface CallOption {
  cost: string;
  rechargeNum: number;
}

/** 流量日包 a day flow pack: id from productId, flow from name, money from amount (product.md › 号码充值). */
export interface DayFlowOption {
  id: string;
  flow: string;
  money: number;
}

/** 流量月包 a month flow pack: as a day pack, plus kind from serviceKind (product.md › 号码充值). */
export interface MonthFlowOption extends DayFlowOption {
  kind: ServiceKind;
}

/** The top-up offer after its reshaping (product.md › 号码充值). */
export interface RechargeOffer {
  /** The bound number the products were chosen for. */
  mobilePhone: string;
  serviceKind: ServiceKind;
  call: CallOption[];
  dayFlow: DayFlowOption[];
  monthFlow: MonthFlowOption[];
}

/** What the top-up list says when nothing is left to offer (every product unreadable, or none). */
export const NO_PRODUCTS = '暂无可充值产品';

/** A top-up of nothing is not a top-up: a call-credit amount must be a price above 0. */
const creditOf = (value: unknown): number | null => {
  const yuan = readPrice(value);
  return yuan !== null && yuan > 0 ? yuan : null;
};

/**
 * product.md › 号码充值: call items become {cost, rechargeNum}, day-flow items {id, flow, money}, month-flow items
 * {id, flow, money, kind}. Month packs are kept only for the number's own service kind: a pack of the
 * other kind cannot be ordered on it (the spec keeps kind without saying what for; this is the use a
 * careful operator would make of it). userprod belongs to plan change and is not part of the offer.
 * An item whose price (a call item's face value, which is its price) is not a price — negative, not a
 * number, past PRICE_CEILING_YUAN — is left out: it is not offered, so it cannot be paid for.
 */
export function reshapeProducts(products: RechargeProducts): RechargeOffer {
  const call: CallOption[] = products.call.list.flatMap((item) => {
    const rechargeNum = creditOf(item.rechargeNum);
    return rechargeNum === null ? [] : [{ cost: item.name, rechargeNum }];
  });
  return {
    mobilePhone: products.mobilePhone,
    serviceKind: products.serviceKind,
    call,
    dayFlow: products.dayFlow.list.flatMap((item) => {
      const money = readPrice(item.amount);
      return money === null ? [] : [{ id: item.productId, flow: item.name, money }];
    }),
    monthFlow: products.monthFlow.list.flatMap((item) => {
      const money = readPrice(item.amount);
      return money === null || item.serviceKind !== products.serviceKind
        ? []
        : [{ id: item.productId, flow: item.name, money, kind: item.serviceKind }];
    }),
  };
}

export function isOfferEmpty(offer: RechargeOffer): boolean {
  return offer.call.length === 0 && offer.dayFlow.length === 0 && offer.monthFlow.length === 0;
}

/**
 * What the user picked, as addOrders takes it: kind 1 话费 by amount, kind 2 流量日包 and kind 3 流量月包
 * by productId. Small enough to keep in the form draft.
 */
export type RechargeChoice = { kind: 1; amount: number } | { kind: 2 | 3; productId: string };

/** The picked item resolved against the current offer: what it is called and what it costs. */
export interface ResolvedChoice {
  choice: RechargeChoice;
  /** Shown on the result page and in the confirm text, e.g. 话费30元, 流量日包1GB. */
  title: string;
  /** Yuan to pay. */
  price: number;
}

/**
 * The choice as offered now, or null: a draft kept from an earlier visit may name an amount or a pack
 * that is no longer offered, and must not be paid for.
 */
export function resolveChoice(offer: RechargeOffer, choice: RechargeChoice | null): ResolvedChoice | null {
  if (choice === null) return null;
  if (choice.kind === 1) {
    const item = offer.call.find((option) => option.rechargeNum === choice.amount);
    return item ? { choice, title: `话费${item.cost}`, price: item.rechargeNum } : null;
  }
  const list = choice.kind === 2 ? offer.dayFlow : offer.monthFlow;
  const item = list.find((option) => option.id === choice.productId);
  if (!item) return null;
  return { choice, title: `${choice.kind === 2 ? '流量日包' : '流量月包'}${item.flow}`, price: item.money };
}

export function sameChoice(a: RechargeChoice | null, b: RechargeChoice): boolean {
  if (a === null || a.kind !== b.kind) return false;
  return a.kind === 1 ? b.kind === 1 && a.amount === b.amount : b.kind !== 1 && a.productId === b.productId;
}
