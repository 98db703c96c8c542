import { isPublicPath } from '../config/paths.ts';
import { isAndroid, isIOS, isWeChat } from '../lib/wechat.ts';

/**
 * The access guard of product.md › 登录与授权 as a pure decision; `AccessGuard` carries out the side effects.
 *
 * - Skip-list path: Android, iPhone or WeChat passes; any other browser gets the alert
 *   请在微信客户端打开链接 and then the OAuth redirect.
 * - Any other path: a stored token passes. No token and a `code` → LOGIN, but only when the `state` is
 *   the nonce this browser sent (once per `state`); a code with a missing or foreign state is never
 *   exchanged and starts a fresh authorisation. No token and no code → OAuth redirect. A failed login is
 *   only logged and the page still opens.
 *
 * Added so a refused or broken authorisation cannot bounce between the hall and WeChat for ever: after
 * two failed authorisations in one browser session the guard stops on a 授权失败 page with a retry.
 * The count also travels in the OAuth `state` itself (`oauthState`), so the guard holds where
 * sessionStorage is unavailable or full (private modes, some embedded browsers).
 */

/** What the guard remembers in sessionStorage across the round trip to the authorisation page. */
export interface OAuthSession {
  /** `state` of the last redirect to authorisation, until the user comes back with it. */
  pendingState: string | null;
  /** `state` values already exchanged: one LOGIN each. */
  exchangedStates: readonly string[];
  /** Failed authorisations in this session: refusals and failed logins. */
  failures: number;
}

export const EMPTY_OAUTH_SESSION: OAuthSession = { pendingState: null, exchangedStates: [], failures: 0 };

/** The loop guard: this many failed authorisations stop the redirects. */
export const MAX_FAILED_AUTHORISATIONS = 2;

export const OPEN_IN_WECHAT_MESSAGE = '请在微信客户端打开链接';

/**
 * The `state` of a redirect: a random nonce, `n`, and the failed authorisations counted before it.
 * WeChat returns `state` untouched and allows [a-zA-Z0-9] up to 128 bytes; the nonce is hex, so the
 * `n` cannot occur in it.
 */
export function oauthState(nonce: string, failures: number): string {
  return `${nonce}n${failures}`;
}

const OUR_STATE = /^[0-9a-f]{8,64}n(\d{1,2})$/;

/**
 * The failure count a `state` of our shape carries; null for any other state (menu links, STATE). The
 * shape proves nothing about who issued it: it only bounds the retries where nothing was remembered.
 */
export function failuresCarriedBy(state: string): number | null {
  const match = OUR_STATE.exec(state);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export interface AccessInput {
  path: string;
  userAgent: string;
  token: string | null;
  query: URLSearchParams;
  session: OAuthSession;
}

export type AccessAction =
  /** Render the page. */
  | { kind: 'pass' }
  /**
   * LOGIN with the code; `exchangeKey` is remembered so the same state is never exchanged twice.
   * `failures` is the count so far, which a failed LOGIN raises by one.
   */
  | { kind: 'exchange'; code: string; exchangeKey: string; failures: number }
  /**
   * Redirect to authorisation, after the alert when `alert` is set. `failures` counts the failed
   * authorisations so far, a refusal that just came back included: the guard records it and the new
   * `state` carries it.
   */
  | { kind: 'authorise'; alert: string | null; failures: number }
  /** Too many failures: show 授权失败 with a retry instead of redirecting again. */
  | { kind: 'stop'; failures: number }
  /**
   * A skip-list page in a desktop browser that already went through authorisation once: WeChat's page
   * cannot sign it in there, so the message stays on screen instead of redirecting in a loop.
   */
  | { kind: 'unsupported'; message: string };

export function decideAccess(input: AccessInput): AccessAction {
  const { path, userAgent, token, query, session } = input;
  const code = query.get('code') ?? '';
  const state = query.get('state') ?? '';
  const pending = state !== '' && state === session.pendingState;
  const carried = failuresCarriedBy(state);
  // Recognised by the remembered state, or, where nothing could be remembered, by its own shape.
  const returnedFromUs = pending || carried !== null;
  // What this browser session has counted, or what the state brought back when that is more.
  const counted = Math.max(session.failures, carried ?? 0);

  if (isPublicPath(path)) {
    if (isAndroid(userAgent) || isIOS(userAgent) || isWeChat(userAgent)) return { kind: 'pass' };
    if (returnedFromUs) return { kind: 'unsupported', message: OPEN_IN_WECHAT_MESSAGE };
    return { kind: 'authorise', alert: OPEN_IN_WECHAT_MESSAGE, failures: session.failures };
  }

  if (token) return { kind: 'pass' };

  if (code !== '') {
    // Login CSRF: only a code that comes back with the nonce this browser sent is exchanged. Any other
    // code may be someone else's, handed over in a link to sign this person in as them.
    if (pending) return { kind: 'exchange', code, exchangeKey: state, failures: counted };
    if (state !== '' && session.exchangedStates.includes(state)) {
      // Exchanged before and still no token: that login failed and was counted; the code is spent.
      if (session.failures >= MAX_FAILED_AUTHORISATIONS) return { kind: 'stop', failures: session.failures };
      return { kind: 'authorise', alert: null, failures: session.failures };
    }
    // A missing or foreign state: never exchanged, a fresh authorisation instead, counted as a failed one so
    // that a page (or a storage that keeps nothing) returning such codes again and again ends on 授权失败
    // instead of bouncing between the hall and WeChat. Where nothing is remembered, our own state's count
    // bounds it.
    const failures = Math.max(session.failures + 1, (carried ?? -1) + 1);
    if (failures >= MAX_FAILED_AUTHORISATIONS) return { kind: 'stop', failures };
    return { kind: 'authorise', alert: null, failures };
  }

  // Back from our own redirect without a code: the user refused (拒绝). Counted once: a reload of this
  // address finds the session already counted it (and its pending state cleared).
  const failures = returnedFromUs
    ? Math.max(session.failures + (pending ? 1 : 0), (carried ?? -1) + 1)
    : session.failures;
  if (failures >= MAX_FAILED_AUTHORISATIONS) return { kind: 'stop', failures };
  return { kind: 'authorise', alert: null, failures };
}
