import type { CallBody, CallData, CallDefinition } from './call-types.ts';
import type { CallName } from './calls.gen.ts';

/**
 * How long a route call's answer serves its readers once it has arrived, unless its declaration says
 * otherwise (`routeCall`'s `lifetimeMs`). Long enough for the hand-over from the route's loader to its
 * screen when the screen's code arrives late on a slow network, and for a screen remounted or read twice
 * at once; short enough that a later visit asks the server again (the hall reloads the member each time
 * 业务查询 is entered).
 */
export const ROUTE_CALL_LIFETIME_MS = 10_000;

/**
 * One of a route's first calls, declared once in the feature that owns the screen (like TanStack Query's
 * `queryOptions`): the call, how its body comes from the address, and how long its answer is kept.
 * The route's loader starts it (`gateway.start`) and the screen reads it through the same object
 * (`call(…, { route })`), so the two cannot ask for different bodies.
 *
 * What is started or read is kept by the gateway under the call's name and body (route-cache.ts): one
 * entry a key, shared by every reader of that key. Within the lifetime, counted from the answer's arrival,
 * every screen reading it gets the request in flight or its answer; after it, a read asks again. A new
 * visit (the route's loader) takes the entry only while no screen has read it yet, so each visit shows
 * what the server says now. A failed answer is never kept, a refresh (`refresh: true`, a screen's 重试)
 * replaces the entry, and the entries go with the session.
 */
export interface RouteCall<N extends CallName = CallName> {
  readonly definition: CallDefinition<N>;
  /**
   * The body for an address (undefined: the call takes none); null when the address asks for no call
   * at all (a bill of a malformed month), so the loader starts nothing.
   */
  readonly bodyFor: (url: URL) => CallBody<N> | undefined | null;
  /** How long an arrived answer serves this declaration's readers, in ms. */
  readonly lifetimeMs: number;
  /**
   * A call whose body is built from another first call's answer (`routeCallAfter`): the loader starts
   * that one, or takes the answer the app already holds, and this one once it has arrived.
   */
  readonly after?: RouteCallAfter;
  /** Where its answer names the picture the screen shows largest (`RouteCallOptions.picture`). */
  readonly picture?: string;
}

/**
 * What a dependent route call's body is built from: another first call's answer (`routeCallAfter`), or
 * what the page looks up outside the gateway (`routeCallOn`: the visitor's city).
 */
export type RouteCallAfter =
  | {
      /** The first call whose answer the body needs. */
      readonly route: RouteCall;
      /** The body from the address and that call's data; null when it asks for nothing (no bound number). */
      readonly bodyFor: (url: URL, data: unknown) => object | undefined | null;
    }
  | {
      /** The lookup whose result the body needs; the page reads the same one (it remembers its answer). */
      readonly lookup: () => Promise<unknown>;
      /** The body from the address and what the lookup found; null when it asks for nothing. */
      readonly bodyFor: (url: URL, found: unknown) => object | undefined | null;
    };

export interface RouteCallOptions {
  /**
   * How long an arrived answer serves this declaration's readers, in ms; default
   * `ROUTE_CALL_LIFETIME_MS` (10 s). Longer for what changes rarely (a list of months already billed),
   * never so long that a screen visited again shows what the subscriber has since changed.
   */
  lifetimeMs?: number;
  /**
   * Where the answer's data names the picture the screen shows largest, as a JSON pointer (`/list/0/url`:
   * the comment zone's first banner). The page's early script and the gateway ask for it as soon as the
   * answer is in, so the picture's request waits for neither the app's scripts nor the screen
   * (picture-ahead.ts).
   */
  picture?: string;
}

const noBody = () => undefined;

/**
 * Declares a route's first call: `routeCall(calls.QUERY_BALANCE, () => ({}))`, or with a body read from
 * the address, `routeCall(calls.QUERY_BILL_DETAILS, (url) => ({ date: url.searchParams.get('date') }))`.
 * Without a body function the call is sent without a body. Its answer serves every reader of the same
 * body for `ROUTE_CALL_LIFETIME_MS` (10 s) after it arrives, or for the `lifetimeMs` given:
 * `routeCall(calls.QUERY_HISTORY_BILL, () => ({}), { lifetimeMs: 60_000 })`.
 */
export function routeCall<N extends CallName>(
  definition: CallDefinition<N>,
  bodyFor?: (url: URL) => CallBody<N> | undefined | null,
  options: RouteCallOptions = {},
): RouteCall<N> {
  const lifetimeMs = options.lifetimeMs ?? ROUTE_CALL_LIFETIME_MS;
  if (!(lifetimeMs >= 0)) throw new Error(`${definition.name}: a route call's lifetime is 0 ms or more`);
  const { picture } = options;
  if (picture !== undefined && !picture.startsWith('/')) {
    throw new Error(`${definition.name}: a picture is named by a JSON pointer, like /list/0/url`);
  }
  return { definition, bodyFor: bodyFor || noBody, lifetimeMs, ...(picture ? { picture } : {}) };
}

/**
 * Declares a first call whose body needs another first call's answer (the SMS service's number, from the
 * member): `routeCallAfter(memberQuery, calls.GET_SMSBYPHONE, (url, member) => …)`. The route's loader
 * starts `first` (`gateway.start`, or takes the answer the app already holds), then this call on its
 * answer, without waiting for either: the loader chains them. The address alone gives no body
 * (`bodyFor` is null), so the screen reads it with the body it builds from the same answer
 * (`call(…, { route })`); the entry is keyed by that body as any other's.
 */
export function routeCallAfter<D extends CallName, N extends CallName>(
  first: RouteCall<D>,
  definition: CallDefinition<N>,
  bodyFor: (url: URL, data: CallData<D>) => CallBody<N> | undefined | null,
  options: RouteCallOptions = {},
): RouteCall<N> {
  const route = routeCall(definition, () => null, options);
  return { ...route, after: { route: first, bodyFor: bodyFor as RouteCallAfter['bodyFor'] } };
}

/**
 * Declares a first call whose body needs what the page looks up outside the gateway, once a tab
 * (`visitorCity`, which remembers its answer): `routeCallOn(locate, calls.STORE, (url, region) => …)`.
 * The route's loader starts the lookup and this call as soon as it has found, so neither waits for the
 * page's code; the screen reads it with the body it builds from the same lookup (`call(…, { route })`).
 */
export function routeCallOn<F, N extends CallName>(
  lookup: () => Promise<F>,
  definition: CallDefinition<N>,
  bodyFor: (url: URL, found: F) => CallBody<N> | undefined | null,
  options: RouteCallOptions = {},
): RouteCall<N> {
  const route = routeCall(definition, () => null, options);
  return {
    ...route,
    after: { lookup, bodyFor: bodyFor as (url: URL, found: unknown) => object | undefined | null },
  };
}
