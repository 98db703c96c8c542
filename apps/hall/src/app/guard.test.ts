import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../config/paths.ts';
import {
  type AccessAction,
  decideAccess,
  EMPTY_OAUTH_SESSION,
  failuresCarriedBy,
  type OAuthSession,
  oauthState,
} from './guard.ts';

const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

const CHANNEL = '/ZnWithoutCodeLoginQ7x9';
/** The random part of a state the guard issued. */
const NONCE = '3f9a0c1d2e4b5a6978c0d1e2';

const pass: AccessAction = { kind: 'pass' };
const authorise: AccessAction = { kind: 'authorise', alert: null, failures: 0 };
const alertThenAuthorise: AccessAction = {
  kind: 'authorise',
  alert: '请在微信客户端打开链接',
  failures: 0,
};

const session = (patch: Partial<OAuthSession> = {}): OAuthSession => ({ ...EMPTY_OAUTH_SESSION, ...patch });

interface Row {
  name: string;
  path: string;
  ua: keyof typeof UA;
  token?: string;
  query?: string;
  session?: OAuthSession;
  expected: AccessAction;
}

const rows: Row[] = [
  // Skip-list paths
  { name: 'public page in WeChat passes', path: '/realNameLink', ua: 'wechat', expected: pass },
  { name: 'public page in an Android browser passes', path: '/OpenCard', ua: 'android', expected: pass },
  { name: 'public page in an iPhone browser passes', path: '/UniversalPay', ua: 'iphone', expected: pass },
  { name: 'a channel link in Android passes', path: CHANNEL, ua: 'android', expected: pass },
  {
    name: 'public page with trailing slash passes',
    path: '/realNameLinkForm/',
    ua: 'iphone',
    expected: pass,
  },
  {
    name: 'public page in a desktop browser: alert, then authorisation',
    path: '/realNameLinkSuccess',
    ua: 'desktop',
    expected: alertThenAuthorise,
  },
  {
    name: 'public page in a desktop browser even with a token: alert, then authorisation',
    path: '/OpenCardMessage',
    ua: 'desktop',
    token: 't1',
    expected: alertThenAuthorise,
  },
  {
    name: 'public page in a desktop browser back from our authorisation: no second redirect',
    path: '/realNameLink',
    ua: 'desktop',
    query: 'code=c1&state=s1',
    session: session({ pendingState: 's1' }),
    expected: { kind: 'unsupported', message: '请在微信客户端打开链接' },
  },
  {
    name: 'a channel link of any identifier is public: the hall lists none',
    path: '/ZnWithoutCodeLoginOther',
    ua: 'wechat',
    expected: pass,
  },
  {
    name: 'a path of a channel link’s shape with an unknown carrier is not public',
    path: '/XxWithoutCodeLoginQ7x9',
    ua: 'wechat',
    expected: authorise,
  },
  { name: 'public paths match case-sensitively', path: '/opencard', ua: 'wechat', expected: authorise },

  // Other paths
  { name: 'token passes', path: '/BusinessQuery', ua: 'wechat', token: 't1', expected: pass },
  {
    name: 'token passes in a desktop browser too',
    path: '/transfer',
    ua: 'desktop',
    token: 't1',
    expected: pass,
  },
  {
    name: 'token passes even with a code in the URL',
    path: '/card',
    ua: 'wechat',
    token: 't1',
    query: 'code=c1&state=s1',
    expected: pass,
  },
  {
    name: 'no token, no code: authorisation',
    path: '/PersonalInformation',
    ua: 'wechat',
    expected: authorise,
  },
  { name: 'unknown route is guarded too', path: '/no-such-page', ua: 'wechat', expected: authorise },
  {
    name: 'no token with a code: LOGIN keyed by state',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c1&state=s1',
    session: session({ pendingState: 's1' }),
    expected: { kind: 'exchange', code: 'c1', exchangeKey: 's1', failures: 0 },
  },
  // Login CSRF: a code is exchanged only with the nonce this browser sent.
  {
    name: 'a state the app did not issue (menu link) is not exchanged: fresh authorisation',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c2&state=STATE',
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'a foreign state while one of ours is pending is not exchanged',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c2&state=attacker',
    session: session({ pendingState: 's1' }),
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'a code without state is not exchanged: fresh authorisation',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c3',
    session: session({ pendingState: 's1' }),
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'a code with an empty state is not exchanged',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c3&state=',
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'a second foreign code stops instead of authorising again',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c3&state=STATE',
    session: session({ failures: 1 }),
    expected: { kind: 'stop', failures: 2 },
  },
  {
    name: 'a state of our shape that this browser did not keep is not exchanged, and counts',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: `code=c6&state=${NONCE}n0`,
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'a state already exchanged is not exchanged again: new authorisation',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c1&state=s1',
    session: session({ exchangedStates: ['s1'], failures: 1 }),
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'a state already exchanged after two failures: stop',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'code=c1&state=s1',
    session: session({ exchangedStates: ['s1'], failures: 2 }),
    expected: { kind: 'stop', failures: 2 },
  },
  {
    name: 'first refusal (state back, no code) counts and authorises again',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'state=s1',
    session: session({ pendingState: 's1' }),
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'second refusal stops on the error page',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'state=s2',
    session: session({ pendingState: 's2', failures: 1 }),
    expected: { kind: 'stop', failures: 2 },
  },
  {
    name: 'a failed login then a refusal stops',
    path: '/PersonalInformation',
    ua: 'wechat',
    query: 'state=s3',
    session: session({ pendingState: 's3', exchangedStates: ['s2'], failures: 1 }),
    expected: { kind: 'stop', failures: 2 },
  },
  {
    name: 'a foreign state without code is not a refusal of ours',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: 'state=other',
    session: session({ pendingState: 's1', failures: 1 }),
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'two failures recorded: plain visit stops',
    path: '/BusinessHandle',
    ua: 'wechat',
    session: session({ failures: 2 }),
    expected: { kind: 'stop', failures: 2 },
  },

  // Nothing remembered (sessionStorage refused or full): the count comes back in our own state.
  {
    name: 'no session memory: a first refusal of our state authorises again, carrying 1',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: `state=${NONCE}n0`,
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'no session memory: a second refusal stops',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: `state=${NONCE}n1`,
    expected: { kind: 'stop', failures: 2 },
  },
  {
    name: 'our pending state after one failure is exchanged with the carried count',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: `code=c4&state=${NONCE}n1`,
    session: session({ pendingState: `${NONCE}n1` }),
    expected: { kind: 'exchange', code: 'c4', exchangeKey: `${NONCE}n1`, failures: 1 },
  },
  {
    name: 'no memory at all: the second unknown code of ours stops (no endless round trips)',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: `code=c4&state=${NONCE}n1`,
    expected: { kind: 'stop', failures: 2 },
  },
  {
    name: 'a reload of a counted refusal does not count it twice',
    path: '/BusinessQuery',
    ua: 'wechat',
    query: `state=${NONCE}n0`,
    session: session({ failures: 1 }),
    expected: { kind: 'authorise', alert: null, failures: 1 },
  },
  {
    name: 'no session memory: a desktop browser back on a public page stays on the message',
    path: '/realNameLink',
    ua: 'desktop',
    query: `code=c5&state=${NONCE}n0`,
    expected: { kind: 'unsupported', message: '请在微信客户端打开链接' },
  },
];

describe('decideAccess', () => {
  it.each(rows)('$name', ({ path, ua, token, query, session: oauth, expected }) => {
    expect(
      decideAccess({
        path,
        userAgent: UA[ua],
        token: token ?? null,
        query: new URLSearchParams(query ?? ''),
        session: oauth ?? EMPTY_OAUTH_SESSION,
      }),
    ).toEqual(expected);
  });

  it('keeps every path of the product.md › 登录与授权 skip list public', () => {
    for (const path of PUBLIC_PATHS) {
      expect(
        decideAccess({
          path,
          userAgent: UA.android,
          token: null,
          query: new URLSearchParams(),
          session: EMPTY_OAUTH_SESSION,
        }),
      ).toEqual(pass);
    }
    expect(PUBLIC_PATHS).toHaveLength(14);
  });
});

describe('the OAuth state', () => {
  it('carries the failure count, and only a state of that shape is read as ours', () => {
    expect(oauthState(NONCE, 1)).toBe(`${NONCE}n1`);
    expect(oauthState(NONCE, 1)).toMatch(/^[a-zA-Z0-9]{1,128}$/);
    expect(failuresCarriedBy(oauthState(NONCE, 0))).toBe(0);
    expect(failuresCarriedBy(oauthState(NONCE, 2))).toBe(2);
    for (const foreign of ['STATE', 's1', '', `${NONCE}`, `${NONCE}n`, `x${NONCE}n1`]) {
      expect(failuresCarriedBy(foreign)).toBeNull();
    }
  });
});
