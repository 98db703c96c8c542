import type { CallBody, CallDefinition } from './call-types.ts';
import type { CallName } from './calls.gen.ts';

/**
 * One of a route's first calls, declared once in the feature that owns the screen (like TanStack Query's
 * `queryOptions`): the call and how its body comes from the address. The route's loader starts it
 * (`gateway.start`) and the screen reads it through the same object (`call(…, { route })`), so the two
 * cannot ask for different bodies; what the loader started is kept by this object, not by a key.
 */
export interface RouteCall<N extends CallName = CallName> {
  readonly definition: CallDefinition<N>;
  /**
   * The body for an address (undefined: the call takes none); null when the address asks for no call
   * at all (a bill of a malformed month), so the loader starts nothing.
   */
  readonly bodyFor: (url: URL) => CallBody<N> | undefined | null;
}

const noBody = () => undefined;

/**
 * Declares a route's first call: `routeCall(calls.QUERY_BALANCE, () => ({}))`, or with a body read from
 * the address, `routeCall(calls.QUERY_BILL_DETAILS, (url) => ({ date: url.searchParams.get('date') }))`.
 * Without a body function the call is sent without a body.
 */
export function routeCall<N extends CallName>(
  definition: CallDefinition<N>,
  bodyFor?: (url: URL) => CallBody<N> | undefined | null,
): RouteCall<N> {
  return { definition, bodyFor: bodyFor || noBody };
}
