import * as calls from '@bluecat/api/calls';
import type { CallData, CallName } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { LoadError } from '@bluecat/ui/use-load';
import { atom } from 'jotai';
import { api } from '../../lib/api.ts';
import { readRoute } from '../../lib/route-data.ts';
import { detailCache, ordersCache } from './caches.ts';
import { accountMemberQuery, signStatusQuery } from './route-calls.ts';

export * from './caches.ts';

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

/** product.md › 积分: the sign-in reward. */
export const SIGN_IN_REWARD = 1;

export type ExchangeProduct = CallData<'POINTS_EXCHANGE_LIST'>['list'][number];
export type Banner = CallData<'BANNER'>['list'][number];

// --- Transitions (product.md › 积分) ---------------------------------------------------------------------------

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

// --- Account, sign-in and exchange ------------------------------------------------------------------

/**
 * As `loadCall`, for the 积分 area's route calls (route-calls.ts): what the route started, or a request
 * of its own. Their bodies do not depend on the address, so the one shown serves.
 */
async function readAreaCall<N extends CallName>(
  route: RouteCall<N>,
  signal?: AbortSignal,
): Promise<CallData<N>> {
  const result = await readRoute(route, new URL(window.location.href), {
    toast: false,
    loading: false,
    signal,
  });
  if (!result.ok) throw new LoadError(result.msg || '加载失败');
  return result.data;
}

export const accountAtom = atom<AccountState>(null);

/**
 * Seeds the account from PERSONAL_DATA (both totals) and SIGN_STATUS (is_sign), asked side by side.
 * Throws LoadError for the screen's error block; an aborted load writes nothing.
 */
export const loadAccountAtom = atom(null, async (_get, set, signal?: AbortSignal): Promise<void> => {
  const [member, status] = await Promise.all([
    readAreaCall(accountMemberQuery, signal),
    readAreaCall(signStatusQuery, signal),
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
 * How a SIGN answer ends (product.md › 积分: is_sign stays false until a sign-in succeeds). Only the contract's
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
