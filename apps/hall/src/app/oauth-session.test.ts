// @vitest-environment happy-dom
import { SESSION_KEYS, STORAGE_KEYS } from '@bluecat/api/storage';
import { describe, expect, it } from 'vitest';
import { EMPTY_OAUTH_SESSION } from './guard.ts';
import { PENDING_MAX_AGE_MS, readOAuthSession, updateOAuthSession } from './oauth-session.ts';

describe('OAuth session memory', () => {
  it('starts empty and keeps what the guard writes', () => {
    expect(readOAuthSession()).toEqual(EMPTY_OAUTH_SESSION);
    updateOAuthSession((session) => ({ ...session, pendingState: 's1', failures: 1 }));
    expect(readOAuthSession()).toEqual({ pendingState: 's1', exchangedStates: [], failures: 1 });
  });

  it('keeps the ten latest exchanged states', () => {
    for (let index = 1; index <= 12; index += 1) {
      updateOAuthSession((session) => ({
        ...session,
        exchangedStates: [...session.exchangedStates, `s${index}`],
      }));
    }
    expect(readOAuthSession().exchangedStates).toEqual([
      's3',
      's4',
      's5',
      's6',
      's7',
      's8',
      's9',
      's10',
      's11',
      's12',
    ]);
  });

  it.each(['not json', '{"pendingState":7,"exchangedStates":"s1","failures":-2}', 'null'])(
    'reads damaged storage %j as a fresh session',
    (raw) => {
      sessionStorage.setItem(SESSION_KEYS.oauth, raw);
      expect(readOAuthSession()).toEqual(EMPTY_OAUTH_SESSION);
    },
  );
});

describe('the pending state where sessionStorage is lost', () => {
  let clock = 1_000_000;
  const stores = (session: Storage | null = sessionStorage) => ({
    session,
    backup: localStorage,
    now: () => clock,
  });

  it('finds the pending state in the young localStorage copy when the session forgot it', () => {
    updateOAuthSession((session) => ({ ...session, pendingState: 'n1' }), stores());
    sessionStorage.clear();
    expect(readOAuthSession(stores()).pendingState).toBe('n1');
    expect(readOAuthSession(stores(null)).pendingState).toBe('n1');
  });

  it('ignores the copy once it is older than ten minutes', () => {
    updateOAuthSession((session) => ({ ...session, pendingState: 'n2' }), stores(null));
    clock += PENDING_MAX_AGE_MS - 1;
    // A later count does not make the copy younger.
    updateOAuthSession((session) => ({ ...session, failures: 1 }), stores(null));
    expect(readOAuthSession(stores(null)).pendingState).toBe('n2');
    clock += 2;
    expect(readOAuthSession(stores(null)).pendingState).toBeNull();
  });

  it('removes the copy with the pending state, at the exchange', () => {
    updateOAuthSession((session) => ({ ...session, pendingState: 'n3' }), stores());
    updateOAuthSession((session) => ({ ...session, pendingState: null, exchangedStates: ['n3'] }), stores());
    sessionStorage.clear();
    expect(readOAuthSession(stores()).pendingState).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.oauthPending)).toBeNull();
  });

  it.each(['not json', '{"state":"n4"}', '{"state":4,"at":1000000}'])(
    'reads a damaged copy %j as none',
    (raw) => {
      localStorage.setItem(STORAGE_KEYS.oauthPending, raw);
      expect(readOAuthSession(stores(null)).pendingState).toBeNull();
    },
  );
});
