import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { hallStore } from '../../lib/hall-store.ts';
import {
  DETAIL_TYPES,
  detailCache,
  type KeyedCache,
  ORDER_RANGES,
  ordersCache,
  parseChoice,
  RULE_KEY,
  ruleCache,
} from './caches.ts';
import { readDetailsTab, TYPE_PARAM } from './integral-details-search.ts';

/*
 * The points screens' first calls, started by their routes' loaders and read by the screens through these
 * same objects. A list the tab already keeps (caches.ts) is shown from there, so its route asks nothing.
 * Small enough for the hall's entry, where the routes are declared.
 */

const kept = <K, T>(cache: KeyedCache<K, T>, key: K) => hallStore.get(cache.entriesAtom).has(key);

/** The 积分 area's account, asked on entering it (either tab): the member's totals… */
export const accountMemberQuery = routeCall(calls.PERSONAL_DATA, () => ({}));

/** …and today's sign-in. */
export const signStatusQuery = routeCall(calls.SIGN_STATUS, () => ({}));

/** 积分兑换: the banners above the products. */
export const pointsBannersQuery = routeCall(calls.BANNER, () => ({}));

/** 积分兑换: the products. */
export const exchangeListQuery = routeCall(calls.POINTS_EXCHANGE_LIST, () => ({}));

/** /myOrder's range in its address (`interval`); anything unknown is the first, 近六个月. */
export const RANGE_PARAM = 'interval';

export const orderRangeOf = (url: URL) => parseChoice(url.searchParams.get(RANGE_PARAM), ORDER_RANGES, 0);

/** 我的订单 of the address's range. */
export const ordersQuery = routeCall(calls.POINTS_ORDERS, (url) => {
  const interval = orderRangeOf(url);
  return kept(ordersCache, interval) ? null : { interval };
});

export const detailTypeOf = (url: URL) => parseChoice(url.searchParams.get(TYPE_PARAM), DETAIL_TYPES, 0);

/** 积分明细 of the address's type, on its 积分明细 tab. */
export const detailQuery = routeCall(calls.POINTS_DETAIL, (url) => {
  if (readDetailsTab(url.searchParams) !== 'detail') return null;
  const type = detailTypeOf(url);
  return kept(detailCache, type) ? null : { type };
});

/** 积分规则, on its tab of /integralDetails. */
export const ruleQuery = routeCall(calls.POINTS_RULE, (url) =>
  readDetailsTab(url.searchParams) !== 'rule' || kept(ruleCache, RULE_KEY) ? null : {},
);
