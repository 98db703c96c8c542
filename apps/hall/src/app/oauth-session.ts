import { SESSION_KEYS } from '@bluecat/api/storage';
import { EMPTY_OAUTH_SESSION, type OAuthSession } from './guard.ts';

/**
 * The OAuth round trip's memory, in sessionStorage: it must survive the redirect to WeChat and back in
 * the same tab, and the loop guard counts failures "in one session" — a new visit starts afresh.
 * Where the browser refuses or has filled sessionStorage, nothing is remembered and nothing throws: the
 * failure count then comes back in the OAuth `state` (guard.ts).
 */
const OAUTH_SESSION_KEY = SESSION_KEYS.oauth;

/** Enough to recognise a reload of a recent callback; older states are long expired at WeChat. */
const KEPT_STATES = 10;

function area(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(storage: Storage | null): string | null {
  try {
    return storage?.getItem(OAUTH_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readOAuthSession(storage: Storage | null = area()): OAuthSession {
  const raw = readRaw(storage);
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

export function updateOAuthSession(
  change: (session: OAuthSession) => OAuthSession,
  storage: Storage | null = area(),
): OAuthSession {
  const next = change(readOAuthSession(storage));
  const trimmed = { ...next, exchangedStates: next.exchangedStates.slice(-KEPT_STATES) };
  try {
    storage?.setItem(OAUTH_SESSION_KEY, JSON.stringify(trimmed));
  } catch {
    // QuotaExceededError or a refusing private mode: the state parameter carries the count instead.
  }
  return trimmed;
}
