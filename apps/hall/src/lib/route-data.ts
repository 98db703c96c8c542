import type { CallName, CallOptions, CallResult } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { readStored } from '@bluecat/api/storage';
import type { LoaderFunction } from 'react-router-dom';
import { api } from './api.ts';

/**
 * A route's loader from its declared first calls (`routeCall` in the feature that owns the screen):
 * `loader: routeData(billRoute)`. The router runs it as soon as the address matches — on the first load
 * before React renders, in parallel with the route's code — so the data does not wait for the page file to
 * arrive and mount. The screen reads the same declarations (`useRouteCall`, `readRoute`) and takes the
 * answer in flight or arrived; each declaration builds its body from the address, for both.
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
 * A route's declared call read for an address: what its loader started, or a request of its own (the
 * first visit without a loader, 重试, a reload). A declaration whose body is null for the address asks
 * for nothing there; a screen that still reads it gets this as its error.
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
