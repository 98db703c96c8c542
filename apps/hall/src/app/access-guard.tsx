import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { alert } from '@bluecat/ui/overlays';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '../config/env.ts';
import { buildAuthorizeUrl, cleanCallbackUrl, createOAuthState } from '../lib/wechat.ts';
import { AuthorisationFailed, BrowserUnsupported } from './authorisation-failed.tsx';
import { type AccessAction, decideAccess, EMPTY_OAUTH_SESSION, oauthState } from './guard.ts';
import { readOAuthSession, updateOAuthSession } from './oauth-session.ts';

/** Leaving the page goes through here so tests can watch it; `replace` keeps the callback out of history. */
export const pageExit = {
  replace(url: string): void {
    window.location.replace(url);
  },
  currentHref(): string {
    return window.location.href;
  },
};

async function startAuthorisation(action: Extract<AccessAction, { kind: 'authorise' }>): Promise<void> {
  if (action.alert !== null) {
    await alert({ title: '提示', message: action.alert, confirmText: '确定' });
  }
  const state = oauthState(createOAuthState(), action.failures);
  updateOAuthSession((session) => ({ ...session, pendingState: state, failures: action.failures }));
  pageExit.replace(
    buildAuthorizeUrl({
      authorizeUrl: env.oauthAuthorizeUrl,
      appId: env.wechatAppId,
      redirectUri: cleanCallbackUrl(pageExit.currentHref()),
      state,
    }),
  );
}

/** LOGIN with the code; true when the token is saved and the clean address is loading. */
async function exchangeCode(action: Extract<AccessAction, { kind: 'exchange' }>): Promise<boolean> {
  updateOAuthSession((session) => ({
    ...session,
    pendingState: null,
    exchangedStates: [...session.exchangedStates, action.exchangeKey],
  }));
  try {
    // Only a return from WeChat's authorisation needs the gateway here; fetched now, it stays out of the
    // first download of every other visit (the pages that call the API bring it with them).
    const { api } = await import('../lib/api.ts');
    const result = await api.call(calls.LOGIN, { code: action.code }, { toast: false });
    if (result.ok && result.data.token) {
      if (keepToken(result.data.token)) {
        updateOAuthSession((session) => ({ ...session, failures: 0 }));
        pageExit.replace(cleanCallbackUrl(pageExit.currentHref()));
        return true;
      }
      // Reloading without a kept token would only start the next authorisation, and WeChat answers a
      // granted one at once: a loop with no tap to stop it. The page opens without a session instead.
      console.warn('LOGIN succeeded but the token could not be stored');
    } else {
      console.warn(`LOGIN failed with code ${result.code}: ${result.msg}`);
    }
  } catch (error) {
    console.warn('LOGIN failed', error);
  }
  updateOAuthSession((session) => ({
    ...session,
    failures: Math.max(session.failures, action.failures) + 1,
  }));
  return false;
}

/** Stores the token; false where the browser refuses to keep it (storage disabled or full). */
function keepToken(token: string): boolean {
  try {
    writeStored('token', token);
  } catch {
    return false;
  }
  return readStored('token') === token;
}

/**
 * Runs `decideAccess` once per navigation and carries out its answer. The decision is frozen per
 * location: the session it read changes while the guard acts on it.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [continuedAfter, setContinuedAfter] = useState<string | null>(null);

  const action = useMemo(
    () =>
      decideAccess({
        path: location.pathname,
        userAgent: navigator.userAgent,
        token: readStored('token'),
        query: new URLSearchParams(location.search),
        session: readOAuthSession(),
      }),
    [location],
  );

  // Effects may run twice for one decision (React's development checks); the redirect, the alert and
  // the LOGIN must not.
  const performed = useRef<AccessAction | null>(null);
  useEffect(() => {
    if (performed.current === action) return;
    performed.current = action;
    if (action.kind === 'authorise') {
      void startAuthorisation(action);
    } else if (action.kind === 'stop') {
      updateOAuthSession((session) => ({ ...session, pendingState: null, failures: action.failures }));
    } else if (action.kind === 'exchange') {
      void exchangeCode(action).then((signedIn) => {
        // 000 §2.1: a failed login is only logged; the page opens without a session.
        if (!signedIn) setContinuedAfter(action.exchangeKey);
      });
    }
  }, [action]);

  const retry = () => {
    updateOAuthSession(() => EMPTY_OAUTH_SESSION);
    // Without the returned code and state, which would count once more.
    const search = new URLSearchParams(location.search);
    search.delete('code');
    search.delete('state');
    navigate({ pathname: location.pathname, search: search.toString() }, { replace: true });
  };

  if (action.kind === 'pass') return children;
  if (action.kind === 'exchange' && continuedAfter === action.exchangeKey) return children;
  if (action.kind === 'stop') return <AuthorisationFailed onRetry={retry} />;
  if (action.kind === 'unsupported') return <BrowserUnsupported message={action.message} />;
  return <PageSkeleton />;
}
