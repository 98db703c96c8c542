import { SESSION_KEYS, STORAGE_KEYS } from '@bluecat/api/storage';
import { EMPTY_OAUTH_SESSION, type OAuthSession } from './guard.ts';

/**
 * The OAuth round trip's memory, in sessionStorage: it must survive the redirect to WeChat and back in
 * the same tab, and the loop guard counts failures "in one session" — a new visit starts afresh.
 * Where the browser refuses or has filled sessionStorage, nothing is remembered and nothing throws: the
 * failure count then comes back in the OAuth `state` (guard.ts).
 *
 * The pending `state` (the nonce a returned code must carry to be exchanged) is also copied to
 * localStorage with the time it was issued: WeChat's browser on some phones comes back from the
 * authorisation page in a fresh session, and without the nonce no code could ever be exchanged there.
 * The copy is read only while it is young (PENDING_MAX_AGE_MS) and removed with the session's pending
 * state, at the exchange. It gives an attacker nothing: a code is exchanged only with the nonce this
 * browser issued, which no other site can read.
 */
const OAUTH_SESSION_KEY = SESSION_KEYS.oauth;
const PENDING_KEY = STORAGE_KEYS.oauthPending;

/** Enough to recognise a reload of a recent callback; older states are long expired at WeChat. */
const KEPT_STATES = 10;

/**
 * How long the localStorage copy of a pending state counts: the person may linger on WeChat's page,
 * and WeChat's code itself lives five minutes.
 */
export const PENDING_MAX_AGE_MS = 10 * 60 * 1000;

export interface OAuthStores {
  session: Storage | null;
  /** Where the pending state's copy lives (localStorage). */
  backup: Storage | null;
  now: () => number;
}

function area(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

const browserStores = (): OAuthStores => ({
  session: area('sessionStorage'),
  backup: area('localStorage'),
  now: () => Date.now(),
});

function readRaw(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // QuotaExceededError or a refusing private mode: the state parameter carries the count instead.
  }
}

function readSession(storage: Storage | null): OAuthSession {
  const raw = readRaw(storage, OAUTH_SESSION_KEY);
  if (!raw) return EMPTY_OAUTH_SESSION;
  try {
    const value = JSON.parse(raw) as Partial<OAuthSession>;
    return {
      pendingState: typeof value.pendingState === 'string' ? value.pendingState : null,
      exchangedStates: Array.isArray(value.exchangedStates)
        ? value.exchangedStates.filter((state): state is string => typeof state === 'string')
        : [],
      failures: typeof value.failures === 'number' && value.failures >= 0 ? value.failures : 0,
    };
  } catch {
    return EMPTY_OAUTH_SESSION;
  }
}

/** The localStorage copy of the pending state, while it is young enough to count. */
function readPendingCopy({ backup, now }: OAuthStores): string | null {
  const raw = readRaw(backup, PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { state?: unknown; at?: unknown };
    if (typeof value.state !== 'string' || typeof value.at !== 'number') return null;
    const age = now() - value.at;
    return age >= 0 && age <= PENDING_MAX_AGE_MS ? value.state : null;
  } catch {
    return null;
  }
}

export function readOAuthSession(stores: OAuthStores = browserStores()): OAuthSession {
  const session = readSession(stores.session);
  if (session.pendingState !== null) return session;
  return { ...session, pendingState: readPendingCopy(stores) };
}

export function updateOAuthSession(
  change: (session: OAuthSession) => OAuthSession,
  stores: OAuthStores = browserStores(),
): OAuthSession {
  const next = change(readOAuthSession(stores));
  const trimmed = { ...next, exchangedStates: next.exchangedStates.slice(-KEPT_STATES) };
  write(stores.session, OAUTH_SESSION_KEY, JSON.stringify(trimmed));
  // The copy keeps the time its state was issued: later updates (a count) do not make it younger.
  if (trimmed.pendingState === null) write(stores.backup, PENDING_KEY, null);
  else if (readPendingCopy(stores) !== trimmed.pendingState) {
    write(stores.backup, PENDING_KEY, JSON.stringify({ state: trimmed.pendingState, at: stores.now() }));
  }
  return trimmed;
}
