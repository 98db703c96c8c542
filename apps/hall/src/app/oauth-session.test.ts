import { SESSION_KEYS } from '@bluecat/api/storage';
import { describe, expect, it } from 'vitest';
import { EMPTY_OAUTH_SESSION } from './guard.ts';
import { readOAuthSession, updateOAuthSession } from './oauth-session.ts';

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
