import type { CallName } from './calls.gen.ts';
import { fetchPictureOf } from './picture-ahead.ts';
import type { CallRoute, Outcome, Transport } from './transport.ts';

/**
 * A screen's first calls, started from the document by the page's early script, in parallel with the
 * app's scripts, and taken into the gateway's cache of route calls (route-cache.ts) the first time the
 * app starts or reads the same declared call (route-call.ts) for the same body and session. The early
 * script and the app are separate bundles: the calls pass between them on the window, under this name.
 */
const EARLY_CALLS = '__bluecatEarlyCalls';

/** One call the early script sent: its request, and once it has come back, what came and when. */
export interface EarlyStarted {
  readonly outcome: Promise<Outcome>;
  arrived?: { readonly outcome: Outcome; readonly at: number };
}

type EarlyCalls = Record<string, EarlyStarted | undefined>;

function earlyCalls(): EarlyCalls | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS];
}

/** One call: its name and body, as the route's declaration builds it for the address. */
export type EarlyCall = readonly [name: CallName, body?: object];

/**
 * Where a call goes, and where its answer names the screen's largest picture when its declaration says
 * (route-call.ts `picture`, a JSON pointer into the answer's data).
 */
export type EarlyRoute = CallRoute & { readonly picture?: string };

/** The data of an answer's envelope, whatever its code: a picture is only asked for, never shown, from it. */
const dataOf = (outcome: Outcome): unknown =>
  outcome.type === 'answer' && outcome.ok && outcome.payload !== null && typeof outcome.payload === 'object'
    ? (outcome.payload as { data?: unknown }).data
    : undefined;

/**
 * Sends each call now (once per identity) and leaves it for the gateway to take. `routes` holds where
 * each call goes: the early script's own copy of those definitions, so its file does not carry the calls.
 * A call whose route names a picture has it asked for as soon as its answer is in (picture-ahead.ts).
 */
export function startEarlyCalls(
  transport: Transport,
  routes: Readonly<Partial<Record<CallName, EarlyRoute>>>,
  calls: readonly EarlyCall[],
  fetchPicture?: (address: string) => void,
): void {
  const started: EarlyCalls = earlyCalls() ?? {};
  for (const [name, body] of calls) {
    const route = routes[name];
    if (!route) throw new Error(`${name}: the early script has no route for it`);
    const key = transport.callKey(name, body);
    if (started[key]) continue;
    const call: EarlyStarted = { outcome: transport.send(route, body) };
    // Its age counts from here, as a route call's lifetime does.
    void call.outcome.then((outcome) => {
      call.arrived = { outcome, at: Date.now() };
      if (route.picture) fetchPictureOf(dataOf(outcome), route.picture, fetchPicture);
    });
    started[key] = call;
  }
  (window as unknown as Record<string, EarlyCalls>)[EARLY_CALLS] = started;
}

/**
 * The early call with this identity (transport.callKey), removed from the window: the gateway's cache
 * holds it from then on. Null when none was started.
 */
export function takeEarlyCall(key: string): EarlyStarted | null {
  const calls = earlyCalls();
  const call = calls?.[key];
  if (!calls || !call) return null;
  delete calls[key];
  return call;
}
