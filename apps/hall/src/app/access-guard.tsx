import { readStored } from '@bluecat/api/storage';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthorisationFailed, BrowserUnsupported } from './authorisation-failed.tsx';
import { type AccessAction, decideAccess, EMPTY_OAUTH_SESSION } from './guard.ts';
import { readOAuthSession, updateOAuthSession } from './oauth-session.ts';

/** Loads the code that sends someone to authorise or exchanges their code: only those visits download it. */
export const oauthActions = {
  load: () => import('./oauth-actions.ts'),
};

/**
 * Runs `decideAccess` once per navigation and carries out its answer. The decision is frozen per
 * location: the session it read changes while the guard acts on it.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [continuedAfter, setContinuedAfter] = useState<string | null>(null);
  // The OAuth code's file failed every try: the route's error page says 页面加载失败 and offers 重试.
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  if (loadFailure !== null) throw loadFailure;

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
      oauthActions.load().then(({ startAuthorisation }) => startAuthorisation(action), setLoadFailure);
    } else if (action.kind === 'stop') {
      updateOAuthSession((session) => ({ ...session, pendingState: null, failures: action.failures }));
    } else if (action.kind === 'exchange') {
      oauthActions.load().then(
        ({ exchangeCode }) =>
          exchangeCode(action).then((signedIn) => {
            // product.md › 登录与授权: a failed login is only logged; the page opens without a session.
            if (!signedIn) setContinuedAfter(action.exchangeKey);
          }),
        setLoadFailure,
      );
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
