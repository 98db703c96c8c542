import type { CallName, CallOptions, CallResult, StartOptions } from '@bluecat/api/gateway';
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
  return routeDataOf(routes);
}

/**
 * As `routeData`, with what the hall already holds for a call another is chained on (`held`: the member
 * once loaded, for the SMS service's number; app/routes/require-bound-phone.tsx).
 */
export function routeDataOf(routes: readonly RouteCall[], options: StartOptions = {}): LoaderFunction {
  return ({ request }) => {
    if (!readStored('token')) return null;
    const url = new URL(request.url);
    for (const route of routes) api.start(route, url, options);
    return null;
  };
}

/**
 * A route's declared call read for an address, as a visit of its own: it takes what the route's loader or
 * the early script started and no screen has read yet, and otherwise asks the server again (the member,
 * loaded on entering the hall and again on each entry to 业务查询, after a bind and on 重试).
 * `{ visit: false }` takes whatever the gateway keeps within the declaration's lifetime instead, as a
 * screen's first read does (use-route-call.ts); `refresh: true` always asks again. A declaration whose
 * body is null for the address asks for nothing there; a screen that still reads it gets this as its error.
 */
export function readRoute<N extends CallName>(
  route: RouteCall<N>,
  url: URL,
  options?: Omit<CallOptions, 'route'>,
): Promise<CallResult<N>> {
  const body = route.bodyFor(url);
  if (body === null) return Promise.reject(new Error(`${route.definition.name}: no call for this address`));
  return api.call(route.definition, body, { visit: true, ...options, route });
}
