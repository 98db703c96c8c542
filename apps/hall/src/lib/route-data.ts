import type { CallName, CallOptions, CallResult } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { readStored } from '@bluecat/api/storage';
import type { LoaderFunction } from 'react-router-dom';
import { api } from './api.ts';
import { hallStore, subscriberRevisionAtom } from './hall-store.ts';

// The route calls the gateway keeps are the subscriber's: when another one binds, unbinds or leaves
// (forget-subscriber.ts), nothing asked for the last one is shown to the next. A change of token empties
// them in the gateway itself.
hallStore.sub(subscriberRevisionAtom, () => api.forgetRouteCalls());

/**
 * A route's loader from its declared first calls (`routeCall` in the feature that owns the screen):
 * `loader: routeData(billRoute)`. The router runs it as soon as the address matches — on the first load
 * before React renders, in parallel with the route's code — so the data does not wait for the page file to
 * arrive and mount. The screen reads the same declarations (`useRouteCall`, `readRoute`) and gets the
 * request in flight or its answer from the gateway's cache, keyed by call and body and kept for the
 * declaration's lifetime (route-call.ts); each declaration builds its body from the address, for both.
 * Nothing is started without a session: a visitor without a token is on the way to authorisation.
 */
export function routeData(...routes: RouteCall[]): LoaderFunction {
  return ({ request }) => {
    if (!readStored('token')) return null;
    const url = new URL(request.url);
    for (const route of routes) api.start(route, url);
    return null;
  };
}

/**
 * A route's declared call read for an address, through the gateway's cache: what its loader, the early
 * script or another reader asked for with the same body within the declaration's lifetime, or else a
 * request of its own (the first visit without a loader, a visit after the lifetime). `refresh: true`
 * asks again whatever is kept (重试). A declaration whose body is null for the address asks for nothing
 * there; a screen that still reads it gets this as its error.
 */
export function readRoute<N extends CallName>(
  route: RouteCall<N>,
  url: URL,
  options?: Omit<CallOptions, 'route'>,
): Promise<CallResult<N>> {
  const body = route.bodyFor(url);
  if (body === null) return Promise.reject(new Error(`${route.definition.name}: no call for this address`));
  return api.call(route.definition, body, { ...options, route });
}
