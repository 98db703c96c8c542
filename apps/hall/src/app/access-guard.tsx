import { readStored, writeStored } from '@bluecat/api/storage';
import { alert } from '@bluecat/ui/overlays';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '../config/env.ts';
import { buildAuthorizeUrl, cleanCallbackUrl, createOAuthState } from '../lib/wechat.ts';
import { AuthorisationFailed, BrowserUnsupported } from './authorisation-failed.tsx';
import { type AccessAction, decideAccess, EMPTY_OAUTH_SESSION } from './guard.ts';
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

/** A refusal that came back counts once: the pending state is cleared as it is counted. */
function countRefusal(failedState: string | null): void {
  if (failedState === null) return;
  updateOAuthSession((session) =>
    session.pendingState === failedState
      ? { ...session, pendingState: null, failures: session.failures + 1 }
      : session,
  );
}

async function startAuthorisation(action: Extract<AccessAction, { kind: 'authorise' }>): Promise<void> {
  countRefusal(action.failedState);
  if (action.alert !== null) {
    await alert({ title: '提示', message: action.alert, confirmText: '确定' });
  }
  const state = createOAuthState();
  updateOAuthSession((session) => ({ ...session, pendingState: state }));
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
    const result = await api.call('LOGIN', { code: action.code }, { toast: false });
    if (result.ok && result.data.token) {
      writeStored('token', result.data.token);
      updateOAuthSession((session) => ({ ...session, failures: 0 }));
      pageExit.replace(cleanCallbackUrl(pageExit.currentHref()));
      return true;
    }
    console.warn(`LOGIN failed with code ${result.code}: ${result.msg}`);
  } catch (error) {
    console.warn('LOGIN failed', error);
  }
  updateOAuthSession((session) => ({ ...session, failures: session.failures + 1 }));
  return false;
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
      countRefusal(action.failedState);
    } else if (action.kind === 'exchange') {
      void exchangeCode(action).then((signedIn) => {
        // 000 §2.1: a failed login is only logged; the page opens without a session.
        if (!signedIn) setContinuedAfter(action.exchangeKey);
      });
    }
  }, [action]);

  const retry = () => {
    updateOAuthSession(() => EMPTY_OAUTH_SESSION);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  if (action.kind === 'pass') return children;
  if (action.kind === 'exchange' && continuedAfter === action.exchangeKey) return children;
  if (action.kind === 'stop') return <AuthorisationFailed onRetry={retry} />;
  if (action.kind === 'unsupported') return <BrowserUnsupported message={action.message} />;
  return <PageSkeleton />;
}
