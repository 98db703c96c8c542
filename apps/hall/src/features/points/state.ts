import * as calls from '@bluecat/api/calls';
import type { CallData } from '@bluecat/api/gateway';
import { LoadError } from '@bluecat/ui/use-load';
import { atom, type WritableAtom } from 'jotai';
import { api } from '../../lib/api.ts';
import { subscriberRevisionAtom } from '../../lib/hall-store.ts';
import { loadCall } from '../../lib/load-call.ts';

/** 积分账户 what the points screens show of the member: both totals and today's 签到 sign-in. */
export interface PointsAccount {
  /** 当前积分 points available to exchange. */
  currentPoints: number;
  /** 累计积分 points earned in total. */
  grandTotalPoints: number;
  /** true once today's sign-in succeeded. */
  is_sign: boolean;
}

/** A member without a bound number has no points (PERSONAL_DATA without mobilePhoneInfo). */
export const UNBOUND = 'unbound';
export type AccountState = PointsAccount | typeof UNBOUND | null;

/** 000 §9: the sign-in reward. */
export const SIGN_IN_REWARD = 1;

export type ExchangeProduct = CallData<'POINTS_EXCHANGE_LIST'>['list'][number];
export type PointsOrder = CallData<'POINTS_ORDERS'>['list'][number];
export type PointsDetailItem = CallData<'POINTS_DETAIL'>['list'][number];
export type Banner = CallData<'BANNER'>['list'][number];

/** 积分订单 ranges (001 §7): 0 six months, 1 one year, 2 two years. */
export type OrderRange = 0 | 1 | 2;
export const ORDER_RANGES: readonly { value: OrderRange; label: string }[] = [
  { value: 0, label: '近六个月' },
  { value: 1, label: '近一年' },
  { value: 2, label: '近两年' },
];

/** 积分明细 types (001 §7): 0 all, 1 earned, 2 used. */
export type DetailType = 0 | 1 | 2;
export const DETAIL_TYPES: readonly { value: DetailType; label: string }[] = [
  { value: 0, label: '全部' },
  { value: 1, label: '获得' },
  { value: 2, label: '使用' },
];

/** Reads a range or type from the address; anything unknown falls back to the first (0). */
export function parseChoice<V extends number>(
  raw: string | null,
  choices: readonly { value: V }[],
  fallback: V,
): V {
  const found = choices.find((choice) => String(choice.value) === raw);
  return found ? found.value : fallback;
}

// --- Transitions (000 §4) ---------------------------------------------------------------------------

/** Sign-in succeeded: is_sign becomes true and both totals gain the reward at once. */
export function afterSignIn(account: PointsAccount): PointsAccount {
  if (account.is_sign) return account;
  return {
    currentPoints: account.currentPoints + SIGN_IN_REWARD,
    grandTotalPoints: account.grandTotalPoints + SIGN_IN_REWARD,
    is_sign: true,
  };
}

/**
 * The server said today's sign-in was already made (SIGN -100 今日已签到): the button turns to 已签到,
 * and no point is added, since the earlier sign-in's point is already in the loaded totals.
 */
export function afterAlreadySigned(account: PointsAccount): PointsAccount {
  return account.is_sign ? account : { ...account, is_sign: true };
}

/** Exchange succeeded: current points drop by the product's points; the grand total is what was earned, so it stays. */
export function afterExchange(account: PointsAccount, cost: number): PointsAccount {
  return { ...account, currentPoints: Math.max(0, account.currentPoints - cost) };
}

export type ExchangeOutcome = 'exchanged' | 'insufficient' | 'refused';

const BUSINESS_ERROR = -100;

/**
 * How an exchange answer ends. The contract documents one refusal, -100 兑换失败，积分不足, which leads to
 * the failure page; a -100 for another reason (sold out, say) is only the gateway's toast and the list
 * stays, because the failure page's words would be wrong for it. A refusal while the shown points are
 * already below the price is insufficiency whatever the server words it.
 */
export function exchangeOutcome(
  answer: { ok: boolean; code: number; msg: string },
  cost: number,
  currentPoints: number | null,
): ExchangeOutcome {
  if (answer.ok) return 'exchanged';
  if (answer.code !== BUSINESS_ERROR) return 'refused';
  if (answer.msg.includes('积分不足')) return 'insufficient';
  return currentPoints !== null && currentPoints < cost ? 'insufficient' : 'refused';
}

// --- Cache per key (000 §4: orders per interval and detail per type are cached and reused) ---------

export interface KeyedCache<K, T> {
  /** What has been fetched so far, by key. */
  entriesAtom: WritableAtom<ReadonlyMap<K, T>, [ReadonlyMap<K, T>], void>;
  /** The key's answer: from the cache, or fetched once and kept. A failure is not kept, so 重试 asks again. */
  loadAtom: WritableAtom<null, [key: K, signal?: AbortSignal], Promise<T>>;
  /** Forgets every key (after something that changes the lists: an exchange, a sign-in). */
  clearAtom: WritableAtom<null, [], void>;
}

export function keyedCache<K, T>(fetch: (key: K, signal?: AbortSignal) => Promise<T>): KeyedCache<K, T> {
  // The entries were fetched for the subscriber of one revision: another number's (after a bind, unbind,
  // 清除登录信息 or -101) reads as empty, and an answer that arrives after the change is not kept.
  const storedAtom = atom<{ revision: number; entries: ReadonlyMap<K, T> }>({
    revision: 0,
    entries: new Map<K, T>(),
  });
  const entriesAtom = atom(
    (get): ReadonlyMap<K, T> => {
      const stored = get(storedAtom);
      return stored.revision === get(subscriberRevisionAtom) ? stored.entries : new Map<K, T>();
    },
    (get, set, entries: ReadonlyMap<K, T>) =>
      set(storedAtom, { revision: get(subscriberRevisionAtom), entries }),
  );
  const loadAtom = atom(null, async (get, set, key: K, signal?: AbortSignal): Promise<T> => {
    const cached = get(entriesAtom);
    if (cached.has(key)) return cached.get(key) as T;
    const revision = get(subscriberRevisionAtom);
    const value = await fetch(key, signal);
    if (get(subscriberRevisionAtom) === revision) set(entriesAtom, new Map(get(entriesAtom)).set(key, value));
    return value;
  });
  const clearAtom = atom(null, (_get, set) => set(entriesAtom, new Map<K, T>()));
  return { entriesAtom, loadAtom, clearAtom };
}

/** 积分订单 by interval. */
export const ordersCache = keyedCache((interval: OrderRange, signal?: AbortSignal) =>
  loadCall(calls.POINTS_ORDERS, { interval }, signal).then((data) => data.list),
);

/** 积分明细 by type. */
export const detailCache = keyedCache((type: DetailType, signal?: AbortSignal) =>
  loadCall(calls.POINTS_DETAIL, { type }, signal).then((data) => data.list),
);

/** 积分规则: one key; the rule text changes rarely, so it is fetched once per visit to the app too. */
export const RULE_KEY = 'rule';
export const ruleCache = keyedCache((_key: typeof RULE_KEY, signal?: AbortSignal) =>
  loadCall(calls.POINTS_RULE, {}, signal).then((data) => data.content),
);

// --- Account, sign-in and exchange ------------------------------------------------------------------

export const accountAtom = atom<AccountState>(null);

/**
 * Seeds the account from PERSONAL_DATA (both totals) and SIGN_STATUS (is_sign), asked side by side.
 * Throws LoadError for the screen's error block; an aborted load writes nothing.
 */
export const loadAccountAtom = atom(null, async (_get, set, signal?: AbortSignal): Promise<void> => {
  const [member, status] = await Promise.all([
    loadCall(calls.PERSONAL_DATA, {}, signal),
    loadCall(calls.SIGN_STATUS, {}, signal),
  ]);
  if (signal?.aborted) throw new LoadError('加载已取消');
  const phone = member.mobilePhoneInfo;
  if (!phone) {
    set(accountAtom, UNBOUND);
    return;
  }
  set(accountAtom, {
    currentPoints: phone.pointInfo.currentPoints,
    grandTotalPoints: phone.pointInfo.grandTotalPoints,
    is_sign: status.is_sign,
  });
});

/** Applies a transition to a loaded account; nothing is known to change before the account is loaded. */
function onAccount(change: (account: PointsAccount) => PointsAccount) {
  return (previous: AccountState): AccountState =>
    previous && previous !== UNBOUND ? change(previous) : previous;
}

export type SignInOutcome = { kind: 'signed'; msg: string } | { kind: 'alreadySigned' } | { kind: 'refused' };

/**
 * How a SIGN answer ends (000 §4: is_sign stays false until a sign-in succeeds). Only the contract's
 * 今日已签到 refusal says today is signed already; any other -100 (系统繁忙…, or no message at all) is a
 * failed attempt that leaves the button to be pressed again.
 */
export function signInOutcome(answer: { ok: boolean; code: number; msg: string }): SignInOutcome {
  if (answer.ok) return { kind: 'signed', msg: answer.msg };
  if (answer.code === BUSINESS_ERROR && answer.msg.includes('已签到')) return { kind: 'alreadySigned' };
  return { kind: 'refused' };
}

/**
 * 签到 daily sign-in (SIGN shows the loading overlay; the gateway toasts refusals and transport errors,
 * which reject). Success adds the point at once, without reloading, and drops the cached 积分明细, which now
 * has a new line.
 */
export const signInAtom = atom(null, async (_get, set): Promise<SignInOutcome> => {
  const outcome = signInOutcome(await api.call(calls.SIGN, {}));
  if (outcome.kind === 'signed') {
    set(accountAtom, onAccount(afterSignIn));
    set(detailCache.clearAtom);
  }
  if (outcome.kind === 'alreadySigned') set(accountAtom, onAccount(afterAlreadySigned));
  return outcome;
});

/**
 * 积分兑换 one product (POINTS_EXCHANGE shows the loading overlay). Success lowers the current points by the
 * product's points and drops the cached orders and detail, which both gain a line.
 */
export const exchangeAtom = atom(
  null,
  async (get, set, product: ExchangeProduct): Promise<ExchangeOutcome> => {
    const result = await api.call(calls.POINTS_EXCHANGE, { productId: product.productId });
    const account = get(accountAtom);
    const current = account && account !== UNBOUND ? account.currentPoints : null;
    const outcome = exchangeOutcome(result, product.points, current);
    if (outcome === 'exchanged') {
      set(
        accountAtom,
        onAccount((previous) => afterExchange(previous, product.points)),
      );
      set(ordersCache.clearAtom);
      set(detailCache.clearAtom);
    }
    return outcome;
  },
);
