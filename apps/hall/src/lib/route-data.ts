import type { Gateway } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import type { LoaderFunction } from 'react-router-dom';
import { api } from './api.ts';

export interface RouteDataStart {
  /** Starts a call the screen will make with the same name and body; its `useLoad` takes the answer. */
  call: Gateway['prefetch'];
  /** The address being opened (for calls that depend on its query, such as a bill's month). */
  url: URL;
}

/**
 * A route's first calls, declared beside the route: `loader: routeData(({ call }) => call(calls.NAME, body))`.
 * The router runs it as soon as the address matches — on the first load before React renders, in
 * parallel with the route's code — so the data no longer waits for the page file to arrive and mount.
 * The screen stays as it is: its own `useLoad`/`api.call` with the same name and body takes the answer
 * (in flight or arrived) instead of asking again, and shows its skeleton, error with 重试, or empty text.
 * Nothing is started without a session: a visitor without a token is on the way to authorisation.
 */
export function routeData(start: (route: RouteDataStart) => void): LoaderFunction {
  return ({ request }) => {
    if (readStored('token')) start({ call: api.prefetch, url: new URL(request.url) });
    return null;
  };
}
