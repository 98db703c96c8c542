import type {
  CallData,
  CallName,
  CallOptions,
  CallResult,
  Gateway,
  StartOptions,
} from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { useMemo } from 'react';
import { type LoaderFunction, useLocation, useMatches } from 'react-router-dom';
import { LoadError, type Loaded, useLoad } from './use-load.ts';

/**
 * A screen's first calls, one way for both apps: each is declared once in the route module of the
 * feature that owns the screen (`routeCall`, @bluecat/api/route-call), listed as the route's `data`,
 * started by the route's loader as soon as the address matches — before React renders on a first load,
 * in parallel with the route's code — and read by the screen through the same declaration, which takes
 * the answer in flight or kept by the gateway within the declaration's lifetime. Each app binds this once
 * to its own gateway (`createRouteData(api)`, in its lib/route-data.ts) and its screens import the bound
 * hooks from there.
 */
export interface RouteData {
  /**
   * The route's loader from its declared first calls: `loader: routeData(recordQuery)`. It starts each
   * call whose body the address gives; it never waits for an answer, so the route's code is not held up.
   */
  routeData(...routes: readonly RouteCall[]): LoaderFunction;
  /**
   * As `routeData`, with what the app already holds for a call another is chained on (`held`: the
   * hall's member once loaded, for the SMS service's number).
   */
  routeDataOf(routes: readonly RouteCall[], options?: StartOptions): LoaderFunction;
  readRoute: ReadRoute;
  /** The screen's side of a declared call, as a loader for `useLoad` (see `RouteLoads`). */
  useRouteLoad<N extends CallName>(route: RouteCall<N>): (signal: AbortSignal) => Promise<CallData<N>>;
  /**
   * A declared call as the screen's three states (skeleton, error with 重试, data). `select` reads the
   * data into what the screen shows (a malformed field, a list out of its envelope).
   */
  useRouteCall<N extends CallName, T = CallData<N>>(
    route: RouteCall<N>,
    select?: (data: CallData<N>) => T,
  ): Loaded<T>;
  /**
   * The first call the screen's own route module declares (`data[index]`), read as `useRouteCall`
   * reads a declaration, so a screen and its route need no third file between them; its type comes from
   * the module, imported as a type only: `useScreenCall<(typeof routes.bill.data)[0]>(readBill)`.
   */
  useScreenCall<R extends RouteCall, T = CallData<NameOf<R>>>(
    select?: (data: CallData<NameOf<R>>) => T,
    index?: number,
  ): Loaded<T>;
}

/**
 * A route's declared call read for an address, by default as a visit of its own: it takes what the
 * route's loader started and no screen has read yet, and otherwise asks the server (a page read again
 * after an action must show what the server says now). `{ visit: false }` takes whatever the gateway
 * keeps within the declaration's lifetime, as a screen's first read does; `refresh: true` always asks
 * again. A declaration whose body is null for the address asks for nothing there; a screen that still
 * reads it gets this as its error.
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

/** The call name a declaration is of. */
type NameOf<R> = R extends RouteCall<infer N> ? N : never;

/** What a screen's route carries for it in its `handle`: its declared first calls. */
export interface ScreenCallsHandle {
  data?: readonly RouteCall[];
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

  function routeDataOf(routes: readonly RouteCall[], startOptions: StartOptions = {}): LoaderFunction {
    return ({ request }) => {
      if (!mayStart()) return null;
      const url = new URL(request.url);
      for (const route of routes) gateway.start(route, url, startOptions);
      return null;
    };
  }

  const readRoute: ReadRoute = (route, url, callOptions) => {
    const body = route.bodyFor(url);
    if (body === null) {
      return Promise.reject(new Error(`${route.definition.name}: no call for this address`));
    }
    return gateway.call(route.definition, body, { visit: true, ...callOptions, route });
  };

  /** A declared call's data, or a LoadError with the server's words (no toast, no overlay: the page's states say it). */
  async function loadRoute<N extends CallName>(
    route: RouteCall<N>,
    url: URL,
    signal: AbortSignal,
    refresh: boolean,
  ): Promise<CallData<N>> {
    const result = await readRoute(route, url, {
      toast: false,
      loading: false,
      signal,
      refresh,
      visit: false,
    });
    if (!result.ok) throw new LoadError(result.msg || '加载失败');
    return result.data;
  }

  /**
   * Its first read takes what the gateway keeps for the body the address gives (the request the route's
   * loader or the early script started, or an answer still within the declaration's lifetime); every
   * later read through the same loader (重试, pull to refresh, a page restored) asks the server again and
   * replaces what is kept. A read left before its answer came (React's strict mode mounts twice) is not
   * counted, so the second mount takes the same request. Its identity changes only with the body, so a
   * screen reloads when its month changes, not on every render.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: each app binds its route data once, at module level (its lib/route-data.ts), so the hooks' identities never change.
  function useRouteLoad<N extends CallName>(
    route: RouteCall<N>,
  ): (signal: AbortSignal) => Promise<CallData<N>> {
    const url = useRouteUrl();
    // Compared by value: the body is built afresh for each address.
    const body = JSON.stringify(route.bodyFor(url) ?? null);
    // biome-ignore lint/correctness/useExhaustiveDependencies: `body` stands for `url`, which changes more often.
    return useMemo(() => {
      const read = firstReads();
      return (signal: AbortSignal) => read((first) => loadRoute(route, url, signal, !first), signal);
    }, [route, body]);
  }

  // biome-ignore lint/correctness/noComponentHookFactories: bound once per app, as `useRouteLoad` above.
  function useRouteCall<N extends CallName, T = CallData<N>>(
    route: RouteCall<N>,
    select?: (data: CallData<N>) => T,
  ): Loaded<T> {
    const load = useRouteLoad(route);
    return useLoad((signal) => load(signal).then((data) => (select ? select(data) : (data as T))), [load]);
  }

  // biome-ignore lint/correctness/noComponentHookFactories: bound once per app, as `useRouteLoad` above.
  function useScreenCall<R extends RouteCall, T = CallData<NameOf<R>>>(
    select?: (data: CallData<NameOf<R>>) => T,
    index = 0,
  ): Loaded<T> {
    const handle = useMatches().at(-1)?.handle as ScreenCallsHandle | undefined;
    const route = handle?.data?.[index];
    if (!route) throw new Error(`the screen's route declares no first call ${index}`);
    return useRouteCall(route as RouteCall<NameOf<R>>, select);
  }

  return {
    routeData: (...routes) => routeDataOf(routes),
    routeDataOf,
    readRoute,
    useRouteLoad,
    useRouteCall,
    useScreenCall,
  };
}

/**
 * For a screen that reads a declared call with a body it builds itself (a call chained on another's
 * answer, `routeCallAfter`): `read((first) => …, signal)` tells the load whether it is the screen's first
 * read, which takes what the route's loader started; every later one (重试, a reload after a change) asks
 * the server. A read left before its answer came (strict mode mounts twice) is not counted.
 */
export function useFirstRead(): FirstRead {
  return useMemo(firstReads, []);
}

/** A read told whether it is the first to be answered (`useFirstRead`). */
type FirstRead = <T>(load: (first: boolean) => Promise<T>, signal: AbortSignal) => Promise<T>;

/** Counts answered reads for `useFirstRead` and `useRouteLoad`: one left before its answer is not counted. */
function firstReads(): FirstRead {
  let answered = false;
  return async (load, signal) => {
    const first = !answered;
    try {
      return await load(first);
    } finally {
      if (!signal.aborted) answered = true;
    }
  };
}
