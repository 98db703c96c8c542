import type { CallData, CallName } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { LoadError, type Loaded, useLoad } from '@bluecat/ui/use-load';
import { useMemo, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
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

/** What a screen's route carries for it in its `handle` (app/route-tree.tsx): its declared first calls. */
export interface ScreenCallsHandle {
  data?: readonly RouteCall[];
}

/** The call name a declaration is of. */
type NameOf<R> = R extends RouteCall<infer N> ? N : never;

/**
 * The first call the screen's own route module declares (`data[index]`), read as `useRouteCall` reads a
 * declaration, so a screen and its route need no third file between them; its type comes from the module,
 * imported as a type only: `useScreenCall<(typeof routes.bill.data)[0]>(readBill)`.
 */
export function useScreenCall<R extends RouteCall, T = CallData<NameOf<R>>>(
  select?: (data: CallData<NameOf<R>>) => T,
  index = 0,
): Loaded<T> {
  const handle = useMatches().at(-1)?.handle as ScreenCallsHandle | undefined;
  const route = handle?.data?.[index];
  if (!route) throw new Error(`the screen's route declares no first call ${index}`);
  return useRouteCall(route as RouteCall<NameOf<R>>, select);
}

/**
 * For a screen that reads a declared call with a body it builds itself (a call chained on another's
 * answer, `routeCallAfter`): `read((first) => …, signal)` tells the load whether it is the screen's first
 * read, which takes what the route's loader started; every later one (重试, a reload after a change) asks
 * the server. A read left before its answer came (strict mode mounts twice) is not counted.
 */
export function useFirstRead(): <T>(load: (first: boolean) => Promise<T>, signal: AbortSignal) => Promise<T> {
  const answered = useRef(false);
  return useMemo(
    () => async (load, signal) => {
      const first = !answered.current;
      try {
        return await load(first);
      } finally {
        if (!signal.aborted) answered.current = true;
      }
    },
    [],
  );
}
