import type { CallData } from '@bluecat/api/gateway';
import { atom, type WritableAtom } from 'jotai';
import { subscriberRevisionAtom } from '../../lib/hall-store.ts';

/*
 * What the points screens keep of their lists, and the choices their addresses hold: small, for the
 * routes' first calls (route-calls.ts) ask nothing for a list already kept.
 */

export type PointsOrder = CallData<'POINTS_ORDERS'>['list'][number];
export type PointsDetailItem = CallData<'POINTS_DETAIL'>['list'][number];

/** 积分订单 ranges (product.md › 积分): 0 six months, 1 one year, 2 two years. */
export type OrderRange = 0 | 1 | 2;
export const ORDER_RANGES: readonly { value: OrderRange; label: string }[] = [
  { value: 0, label: '近六个月' },
  { value: 1, label: '近一年' },
  { value: 2, label: '近两年' },
];

/** 积分明细 types (product.md › 积分): 0 all, 1 earned, 2 used. */
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

// --- Cache per key (product.md › 积分: orders per interval and detail per type are cached and reused) ---------

export interface KeyedCache<K, T> {
  /** What has been fetched so far, by key. */
  entriesAtom: WritableAtom<ReadonlyMap<K, T>, [ReadonlyMap<K, T>], void>;
  /**
   * The key's answer: from the cache, or fetched once with `fetch` (the screen's read of its route call
   * for that key) and kept. A failure is not kept, so 重试 asks again.
   */
  loadAtom: WritableAtom<
    null,
    [key: K, fetch: (signal: AbortSignal) => Promise<T>, signal: AbortSignal],
    Promise<T>
  >;
  /** Forgets every key (after something that changes the lists: an exchange, a sign-in). */
  clearAtom: WritableAtom<null, [], void>;
}

export function keyedCache<K, T>(): KeyedCache<K, T> {
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
  const loadAtom = atom(
    null,
    async (get, set, key: K, fetch: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> => {
      const cached = get(entriesAtom);
      if (cached.has(key)) return cached.get(key) as T;
      const revision = get(subscriberRevisionAtom);
      const value = await fetch(signal);
      if (get(subscriberRevisionAtom) === revision)
        set(entriesAtom, new Map(get(entriesAtom)).set(key, value));
      return value;
    },
  );
  const clearAtom = atom(null, (_get, set) => set(entriesAtom, new Map<K, T>()));
  return { entriesAtom, loadAtom, clearAtom };
}

/** 积分订单 by interval. */
export const ordersCache = keyedCache<OrderRange, PointsOrder[]>();

/** 积分明细 by type. */
export const detailCache = keyedCache<DetailType, PointsDetailItem[]>();

/** 积分规则: one key; the rule text changes rarely, so it is fetched once per visit to the app too. */
export const RULE_KEY = 'rule';
export const ruleCache = keyedCache<typeof RULE_KEY, string>();
