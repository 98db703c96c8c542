import { isPublicPath, publicPaths } from '../config/paths.ts';
import { isAndroid, isIOS, isWeChat } from '../lib/wechat.ts';

/**
 * The access guard of 000 §2.1 as a pure decision; `AccessGuard` carries out the side effects.
 *
 * - Skip-list path: Android, iPhone or WeChat passes; any other browser gets the alert
 *   请在微信客户端打开链接 and then the OAuth redirect.
 * - Any other path: a stored token passes. No token and a `code` → LOGIN (once per `state`). No token
 *   and no code → OAuth redirect. A failed login is only logged and the page still opens.
 *
 * Added so a refused or broken authorisation cannot bounce between the hall and WeChat for ever: after
 * two failed authorisations in one browser session the guard stops on a 授权失败 page with a retry.
 */

/** What the guard remembers in sessionStorage across the round trip to the authorisation page. */
export interface OAuthSession {
  /** `state` of the last redirect to authorisation, until the user comes back with it. */
  pendingState: string | null;
  /** `state` values (or codes, when WeChat sent no state) already exchanged: one LOGIN each. */
  exchangedStates: readonly string[];
  /** Failed authorisations in this session: refusals and failed logins. */
  failures: number;
}

export const EMPTY_OAUTH_SESSION: OAuthSession = { pendingState: null, exchangedStates: [], failures: 0 };

/** The loop guard: this many failed authorisations stop the redirects. */
export const MAX_FAILED_AUTHORISATIONS = 2;

export const OPEN_IN_WECHAT_MESSAGE = '请在微信客户端打开链接';

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
  /** LOGIN with the code; `exchangeKey` is remembered so the same state is never exchanged twice. */
  | { kind: 'exchange'; code: string; exchangeKey: string }
  /**
   * Redirect to authorisation, after the alert when `alert` is set. `failedState` is the state that just
   * came back refused (no code): it counts as a failed authorisation before the new redirect.
   */
  | { kind: 'authorise'; alert: string | null; failedState: string | null }
  /** Too many failures: show 授权失败 with a retry instead of redirecting again. */
  | { kind: 'stop'; failedState: string | null }
  /**
   * A skip-list page in a desktop browser that already went through authorisation once: WeChat's page
   * cannot sign it in there, so the message stays on screen instead of redirecting in a loop.
   */
  | { kind: 'unsupported'; message: string };

export function decideAccess(input: AccessInput, skipList: ReadonlySet<string> = publicPaths): AccessAction {
  const { path, userAgent, token, query, session } = input;
  const code = query.get('code') ?? '';
  const state = query.get('state') ?? '';
  const returnedFromUs = state !== '' && state === session.pendingState;

  if (isPublicPath(path, skipList)) {
    if (isAndroid(userAgent) || isIOS(userAgent) || isWeChat(userAgent)) return { kind: 'pass' };
    if (returnedFromUs) return { kind: 'unsupported', message: OPEN_IN_WECHAT_MESSAGE };
    return { kind: 'authorise', alert: OPEN_IN_WECHAT_MESSAGE, failedState: null };
  }

  if (token) return { kind: 'pass' };

  if (code !== '') {
    const exchangeKey = state !== '' ? state : code;
    if (!session.exchangedStates.includes(exchangeKey)) return { kind: 'exchange', code, exchangeKey };
    // Exchanged before and still no token: that login failed and was counted; the code is spent.
    if (session.failures >= MAX_FAILED_AUTHORISATIONS) return { kind: 'stop', failedState: null };
    return { kind: 'authorise', alert: null, failedState: null };
  }

  // Back from our own redirect without a code: the user refused (拒绝).
  const failedState = returnedFromUs ? state : null;
  const failures = session.failures + (failedState ? 1 : 0);
  if (failures >= MAX_FAILED_AUTHORISATIONS) return { kind: 'stop', failedState };
  return { kind: 'authorise', alert: null, failedState };
}
