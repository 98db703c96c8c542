// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import type { CallName, CallResult } from '@bluecat/api/gateway';
import { answerWith } from '@bluecat/api/testing';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { forgetSubscriber } from '../../lib/forget-subscriber.ts';
import { hallStore } from '../../lib/hall-store.ts';
import {
  accountAtom,
  afterAlreadySigned,
  afterExchange,
  afterSignIn,
  DETAIL_TYPES,
  detailCache,
  type ExchangeProduct,
  exchangeAtom,
  exchangeOutcome,
  type KeyedCache,
  keyedCache,
  loadAccountAtom,
  ORDER_RANGES,
  ordersCache,
  type PointsAccount,
  parseChoice,
  signInAtom,
  signInOutcome,
  UNBOUND,
} from './state.ts';

const account = (currentPoints: number, grandTotalPoints: number, is_sign: boolean): PointsAccount => ({
  currentPoints,
  grandTotalPoints,
  is_sign,
});

const call10: ExchangeProduct = {
  productId: 'P1001',
  name: '10元话费券',
  points: 1000,
  image: '/static/points/call-10.png',
  stock: 120,
};

/**
 * A settled answer for the outcome rules, which read code and msg alone; they also cover codes and empty
 * messages the contract does not send, as a server may. The atoms below go through the gateway instead.
 */
const answer = (code: number, msg: string, data: unknown = {}): CallResult<CallName> =>
  (code === 1 ? { ok: true, code, msg, data } : { ok: false, code, msg, data }) as CallResult<CallName>;

describe('points transitions', () => {
  it.each([
    ['not signed: +1 to both and signed', account(1260, 3580, false), account(1261, 3581, true)],
    ['from zero', account(0, 0, false), account(1, 1, true)],
    ['already signed: unchanged', account(1261, 3581, true), account(1261, 3581, true)],
  ])('sign-in, %s', (_case, before, after) => {
    expect(afterSignIn(before)).toEqual(after);
  });

  it.each([
    ['not signed: only the flag', account(1260, 3580, false), account(1260, 3580, true)],
    ['already signed: unchanged', account(1260, 3580, true), account(1260, 3580, true)],
  ])('already signed today, %s', (_case, before, after) => {
    expect(afterAlreadySigned(before)).toEqual(after);
  });

  it.each([
    [
      'current drops by the price, grand total stays',
      account(1260, 3580, true),
      1000,
      account(260, 3580, true),
    ],
    ['down to zero', account(300, 900, false), 300, account(0, 900, false)],
    [
      'never below zero when the shown points were stale',
      account(200, 900, false),
      300,
      account(0, 900, false),
    ],
  ])('exchange, %s', (_case, before, cost, after) => {
    expect(afterExchange(before, cost)).toEqual(after);
  });

  it.each([
    ['success', answer(1, '签到成功，积分+1'), { kind: 'signed', msg: '签到成功，积分+1' }],
    ['-100 今日已签到', answer(-100, '今日已签到'), { kind: 'alreadySigned' }],
    ['-100 系统繁忙 is a failed attempt', answer(-100, '系统繁忙，请稍后再试'), { kind: 'refused' }],
    ['-100 without a message is a failed attempt', answer(-100, ''), { kind: 'refused' }],
    ['another code is a failed attempt', answer(3, '系统繁忙'), { kind: 'refused' }],
    ['-101 session ended', answer(-101, '登录已失效，请重新登录'), { kind: 'refused' }],
  ] as const)('sign-in outcome: %s', (_case, result, outcome) => {
    expect(signInOutcome(result)).toEqual(outcome);
  });

  it.each([
    ['success', answer(1, '兑换成功'), 1000, 1260, 'exchanged'],
    ['-100 兑换失败，积分不足', answer(-100, '兑换失败，积分不足'), 1000, 1260, 'insufficient'],
    [
      '-100 worded otherwise while the points are short',
      answer(-100, '操作失败'),
      2000,
      1260,
      'insufficient',
    ],
    ['-100 for another reason', answer(-100, '库存不足'), 300, 1260, 'refused'],
    ['-100 for another reason, points unknown', answer(-100, '库存不足'), 300, null, 'refused'],
    ['-101 session ended', answer(-101, '登录已失效，请重新登录'), 2000, 1260, 'refused'],
  ] as const)('exchange outcome: %s', (_case, result, cost, current, outcome) => {
    expect(exchangeOutcome(result, cost, current)).toBe(outcome);
  });

  it.each([
    ['0', ORDER_RANGES, 0],
    ['1', ORDER_RANGES, 1],
    ['2', ORDER_RANGES, 2],
    ['3', ORDER_RANGES, 0],
    [null, ORDER_RANGES, 0],
    ['x', DETAIL_TYPES, 0],
    ['2', DETAIL_TYPES, 2],
  ] as const)('reads %j from the address as %s', (raw, choices, expected) => {
    expect(parseChoice(raw, choices, 0)).toBe(expected);
  });
});

describe('keyed cache', () => {
  type Store = Pick<ReturnType<typeof createStore>, 'set'>;
  const signal = new AbortController().signal;

  /** A screen's read of `key`: the cache's answer, fetched (the route call for it) only when not kept. */
  function read<T>(
    store: Store,
    cache: KeyedCache<number, T>,
    fetch: (key: number, signal: AbortSignal) => Promise<T>,
    key: number,
    given: AbortSignal = signal,
  ): Promise<T> {
    return store.set(cache.loadAtom, key, (passed) => fetch(key, passed), given);
  }

  it('fetches each key once and reuses it', async () => {
    const fetch = vi.fn(async (key: number) => [`list ${key}`]);
    const cache = keyedCache<number, string[]>();
    const store = createStore();

    expect(await read(store, cache, fetch, 0)).toEqual(['list 0']);
    expect(await read(store, cache, fetch, 1)).toEqual(['list 1']);
    expect(await read(store, cache, fetch, 0)).toEqual(['list 0']);
    expect(await read(store, cache, fetch, 1)).toEqual(['list 1']);

    expect(fetch.mock.calls.map(([key]) => key)).toEqual([0, 1]);
    expect([...store.get(cache.entriesAtom).keys()]).toEqual([0, 1]);
  });

  it('keeps an empty answer too (no second call for an empty range)', async () => {
    const fetch = vi.fn(async () => [] as string[]);
    const cache = keyedCache<number, string[]>();
    const store = createStore();
    await read(store, cache, fetch, 2);
    await read(store, cache, fetch, 2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure, so 重试 asks again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('服务器内部错误 (500)，请稍后重试...'))
      .mockResolvedValue(['ok']);
    const cache = keyedCache<number, string[]>();
    const store = createStore();

    await expect(read(store, cache, fetch, 0)).rejects.toThrow('服务器内部错误 (500)，请稍后重试...');
    expect(store.get(cache.entriesAtom).has(0)).toBe(false);
    expect(await read(store, cache, fetch, 0)).toEqual(['ok']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('passes the signal on and forgets everything when cleared', async () => {
    const fetch = vi.fn(async (key: number, _signal: AbortSignal) => [key]);
    const cache = keyedCache<number, number[]>();
    const store = createStore();
    const own = new AbortController().signal;

    await read(store, cache, fetch, 1, own);
    expect(fetch).toHaveBeenCalledWith(1, own);
    store.set(cache.clearAtom);
    expect(store.get(cache.entriesAtom).size).toBe(0);
    await read(store, cache, fetch, 1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("forgets the previous number's history once the subscriber changes (bind, unbind, sign-out)", async () => {
    const fetch = vi.fn(async (key: number) => [`list ${key}`]);
    const cache = keyedCache<number, string[]>();
    await read(hallStore, cache, fetch, 0);
    expect(hallStore.get(cache.entriesAtom).size).toBe(1);

    forgetSubscriber();

    expect(hallStore.get(cache.entriesAtom).size).toBe(0);
    expect(await read(hallStore, cache, fetch, 0)).toEqual(['list 0']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer that arrives after the subscriber changed', async () => {
    let answer: (value: string[]) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const cache = keyedCache<number, string[]>();
    const loading = read(hallStore, cache, fetch, 1);
    forgetSubscriber();
    answer(['previous number']);
    await loading;
    expect(hallStore.get(cache.entriesAtom).has(1)).toBe(false);
  });
});

describe('account, sign-in and exchange', () => {
  it('seeds both totals from PERSONAL_DATA and is_sign from SIGN_STATUS', async () => {
    // The contract's member has 1260 of 3580 points and has not signed in today.
    const server = answerWith({ PERSONAL_DATA: 'success', SIGN_STATUS: 'success' });
    const store = createStore();
    await store.set(loadAccountAtom);
    expect(store.get(accountAtom)).toEqual(account(1260, 3580, false));
    expect(server.requests.map(({ call }) => call).sort()).toEqual(['PERSONAL_DATA', 'SIGN_STATUS']);
  });

  it('knows a member without a bound number', async () => {
    answerWith({ PERSONAL_DATA: 'unbound', SIGN_STATUS: 'success' });
    const store = createStore();
    await store.set(loadAccountAtom);
    expect(store.get(accountAtom)).toBe(UNBOUND);
  });

  it('fails the load with the server message and leaves the account as it was', async () => {
    answerWith({ PERSONAL_DATA: 'success', SIGN_STATUS: 'tokenExpired' });
    const store = createStore();
    await expect(store.set(loadAccountAtom)).rejects.toThrow('登录已失效，请重新登录');
    expect(store.get(accountAtom)).toBeNull();
  });

  it.each([
    ['success adds 1 to both at once', 'success', account(1261, 3581, true), 'signed'],
    ['-100 今日已签到 only turns the flag', 'alreadySigned', account(1260, 3580, true), 'alreadySigned'],
    ['-100 系统繁忙 leaves it unsigned', 'busy', account(1260, 3580, false), 'refused'],
    ['-101 leaves it unsigned', 'tokenExpired', account(1260, 3580, false), 'refused'],
  ] as const)('sign-in: %s', async (_case, example, after, kind) => {
    const server = answerWith({ SIGN: example });
    const store = createStore();
    store.set(accountAtom, account(1260, 3580, false));

    expect((await store.set(signInAtom)).kind).toBe(kind);
    expect(store.get(accountAtom)).toEqual(after);
    expect(server.bodiesOf(calls.SIGN)).toEqual([{}]);
  });

  it('sign-in success drops the cached detail, which now has a new line', async () => {
    const store = createStore();
    store.set(detailCache.entriesAtom, new Map([[0, []]]));
    answerWith({ SIGN: 'success' });
    await store.set(signInAtom);
    expect(store.get(detailCache.entriesAtom).size).toBe(0);
  });

  it('exchange success lowers current points by the price and drops cached orders and detail', async () => {
    const server = answerWith({ POINTS_EXCHANGE: 'success' });
    const store = createStore();
    store.set(accountAtom, account(1260, 3580, true));
    store.set(ordersCache.entriesAtom, new Map([[0, []]]));
    store.set(detailCache.entriesAtom, new Map([[0, []]]));

    expect(await store.set(exchangeAtom, call10)).toBe('exchanged');
    expect(server.bodiesOf(calls.POINTS_EXCHANGE)).toEqual([{ productId: 'P1001' }]);
    expect(store.get(accountAtom)).toEqual(account(260, 3580, true));
    expect(store.get(ordersCache.entriesAtom).size).toBe(0);
    expect(store.get(detailCache.entriesAtom).size).toBe(0);
  });

  it('an exchange refused for insufficient points changes nothing', async () => {
    answerWith({ POINTS_EXCHANGE: 'insufficient' });
    const store = createStore();
    store.set(accountAtom, account(1260, 3580, true));
    store.set(ordersCache.entriesAtom, new Map([[0, []]]));

    expect(await store.set(exchangeAtom, call10)).toBe('insufficient');
    expect(store.get(accountAtom)).toEqual(account(1260, 3580, true));
    expect(store.get(ordersCache.entriesAtom).size).toBe(1);
  });
});
