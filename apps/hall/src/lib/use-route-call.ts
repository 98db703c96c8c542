import type { CallData, CallName } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { LoadError, type Loaded, useLoad } from '@bluecat/ui/use-load';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readRoute } from './route-data.ts';

/** As `loadCall` (load-call.ts), for a route's declared call: data, or a LoadError with the server's words. */
async function loadRoute<N extends CallName>(
  route: RouteCall<N>,
  url: URL,
  signal: AbortSignal,
  refresh: boolean,
): Promise<CallData<N>> {
  const result = await readRoute(route, url, { toast: false, loading: false, signal, refresh, visit: false });
  if (!result.ok) throw new LoadError(result.msg || '加载失败');
  return result.data;
}

/**
 * The screen's side of a route's declared first call: a loader for `useLoad`, reading the declaration
 * for the address shown. Its first read takes what the gateway keeps for that body (the request the
 * route's loader or the early script started, or an answer still within the declaration's lifetime);
 * every later read through the same loader (重试, pull to refresh, a page restored, a tab opened again)
 * asks the server again and replaces what is kept. A read left before its answer came (React's strict
 * mode mounts twice) is not counted, so the second mount takes the same request. Its identity changes
 * only with the body the address gives, so a screen reloads when its month changes, not on every render.
 */
export function useRouteLoad<N extends CallName>(
  route: RouteCall<N>,
): (signal: AbortSignal) => Promise<CallData<N>> {
  const { pathname, search } = useLocation();
  const url = useMemo(() => new URL(`${pathname}${search}`, window.location.origin), [pathname, search]);
  // Compared by value: the body is built afresh for each address.
  const body = JSON.stringify(route.bodyFor(url) ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `body` stands for `url`, which changes more often.
  return useMemo(() => {
    let answered = false;
    return (signal: AbortSignal) => {
      const read = loadRoute(route, url, signal, answered);
      const count = () => {
        if (!signal.aborted) answered = true;
      };
      read.then(count, count);
      return read;
    };
  }, [route, body]);
}

/**
 * A route's declared first call as the screen's three states (skeleton, error with 重试, data): what the
 * route's loader started, then on 重试 a new request through the same declaration.
 * `select` reads the data into what the screen shows (a malformed field, a list out of its envelope).
 */
export function useRouteCall<N extends CallName, T = CallData<N>>(
  route: RouteCall<N>,
  select?: (data: CallData<N>) => T,
): Loaded<T> {
  const load = useRouteLoad(route);
  return useLoad((signal) => load(signal).then((data) => (select ? select(data) : (data as T))), [load]);
}
