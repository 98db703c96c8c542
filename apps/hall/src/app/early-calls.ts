/**
 * The page's early script (a file of its own, loaded `async` from the document): starts the address's
 * first calls while the app's scripts are still downloading, through the same transport the gateway
 * uses, and leaves them for the gateway's cache of route calls, which takes each over on the first
 * `start` or read of the same declared call (packages/api/src/route-cache.ts). The calls are the
 * loaders' own (config/first-calls.gen.json, written from what the routes' loaders send by
 * app/first-calls.test.ts, which also checks that the loaders send none of them again).
 *
 * Only for a signed-in subscriber (a visitor without a token is on the way to authorisation), only for
 * an address without a query string (a loader may read it: a bill's month), and only where
 * AbortController exists (iOS 12.0–12.1 load its polyfill with the app and start the calls from there).
 */
import type { CallName } from '@bluecat/api/calls';
import { type EarlyCall, type EarlyRoute, startEarlyCalls } from '@bluecat/api/early-calls';
import { readStored } from '@bluecat/api/storage';
import { createTransport } from '@bluecat/api/transport';
import { catchPageErrors } from '@bluecat/ui/field-reports/queue';
import { env } from '../config/env.ts';
import firstCalls from '../config/first-calls.gen.json';

// An error before the reporter is loaded (after the first screen) is queued by these few bytes.
catchPageErrors();

const addresses: Readonly<Record<string, readonly EarlyCall[] | undefined>> = firstCalls.addresses as never;
const calls = addresses[window.location.pathname];

if (calls && !window.location.search && typeof AbortController === 'function' && readStored('token')) {
  const routes = firstCalls.calls as Partial<Record<CallName, EarlyRoute>>;
  startEarlyCalls(createTransport({ baseUrl: env.apiBase }), routes, calls);
}
