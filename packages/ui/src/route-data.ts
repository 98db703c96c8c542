import type { CallData, CallName, CallOptions, CallResult, Gateway } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { useCallback, useMemo } from 'react';
import { type LoaderFunction, useLocation } from 'react-router-dom';
import { LoadError, type Loaded, useLoad } from './use-load.ts';

/**
 * A screen's first calls, one way for every app: each is declared once in the feature that owns the
 * screen (`routeCall`, @bluecat/api/route-call), listed as the route's `data`, started by the route's
 * loader as soon as the address matches — before React renders on a first load, in parallel with the
 * route's code — and read by the screen through the same declaration, which takes the answer in flight
 * or arrived. Each app binds it to its own gateway once (`createRouteData(api)`, its lib/route-data.ts);
 * the screens' hooks below take the app's `readRoute`.
 */
export interface RouteData {
  /**
   * The route's loader from its declared first calls: `loader: routeData(recordQuery)`. It starts each
   * call whose body the address gives; it never waits for an answer, so the route's code is not held up.
   */
  routeData(...routes: readonly RouteCall[]): LoaderFunction;
  readRoute: ReadRoute;
}

/**
 * A route's declared call read for an address: what its loader started, or a request of its own (the
 * first visit without a loader, 重试, a reload). A declaration whose body is null for the address asks
 * for nothing there; a screen that still reads it gets this as its error.
 */
export type ReadRoute = <N extends CallName>(
  route: RouteCall<N>,
  url: URL,
  options?: Omit<CallOptions, 'route'>,
) => Promise<CallResult<N>>;

export interface RouteDataOptions {
  /**
   * Whether the loaders may start calls now; by default always. The hall starts nothing without a
   * subscriber's session: a visitor without a token is on the way to authorisation.
   */
  mayStart?: () => boolean;
}

/**
 * The address the screen shows, as a URL for a declaration's `bodyFor`; the same object while the path
 * and query stay the same.
 */
export function useRouteUrl(): URL {
  const { pathname, search } = useLocation();
  return useMemo(() => new URL(`${pathname}${search}`, window.location.origin), [pathname, search]);
}

/** Route data over one app's gateway: what its route tree gives its loaders and its pages read with. */
export function createRouteData(
  gateway: Pick<Gateway, 'call' | 'start'>,
  options: RouteDataOptions = {},
): RouteData {
  const mayStart = options.mayStart ?? (() => true);

  function routeData(...routes: readonly RouteCall[]): LoaderFunction {
    return ({ request }) => {
      if (!mayStart()) return null;
      const url = new URL(request.url);
      for (const route of routes) gateway.start(route, url);
      return null;
    };
  }

  const readRoute: ReadRoute = (route, url, callOptions) => {
    const body = route.bodyFor(url);
    if (body === null) {
      return Promise.reject(new Error(`${route.definition.name}: no call for this address`));
    }
    // Each read is a visit: it takes what the route's loader started and no screen has read yet, and
    // otherwise asks the server. A page read again after an action (a charge without an answer, 刷新结果)
    // must show what the server says now, never an answer kept from before it.
    return gateway.call(route.definition, body, { visit: true, ...callOptions, route });
  };

  return { routeData, readRoute };
}

/** A declared call's data, or a LoadError with the server's words (no toast, no overlay: the page's states say it). */
async function loadRoute<N extends CallName>(
  readRoute: ReadRoute,
  route: RouteCall<N>,
  url: URL,
  signal: AbortSignal,
): Promise<CallData<N>> {
  const result = await readRoute(route, url, { toast: false, loading: false, signal });
  if (!result.ok) throw new LoadError(result.msg || '加载失败');
  return result.data;
}

/**
 * The screen's side of a route's declared call, as a loader for `useLoad`, through the app's `readRoute`.
 * Its identity changes only with the body the address gives, so a screen reloads when its month
 * changes, not on every render.
 */
export function useRouteLoad<N extends CallName>(
  readRoute: ReadRoute,
  route: RouteCall<N>,
): (signal: AbortSignal) => Promise<CallData<N>> {
  const url = useRouteUrl();
  // Compared by value: the body is built afresh for each address.
  const body = JSON.stringify(route.bodyFor(url) ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `body` stands for `url`, which changes more often.
  return useCallback((signal) => loadRoute(readRoute, route, url, signal), [readRoute, route, body]);
}

/**
 * A route's declared call as the screen's three states (skeleton, error with 重试, data): the answer
 * the route's loader started, then on 重试 a new request through the same declaration. `select` reads
 * the data into what the screen shows (a malformed field, a list out of its envelope).
 */
export function useRouteCall<N extends CallName, T = CallData<N>>(
  readRoute: ReadRoute,
  route: RouteCall<N>,
  select?: (data: CallData<N>) => T,
): Loaded<T> {
  const load = useRouteLoad(readRoute, route);
  return useLoad((signal) => load(signal).then((data) => (select ? select(data) : (data as T))), [load]);
}
