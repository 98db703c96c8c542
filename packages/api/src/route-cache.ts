import type { CallDefinition } from './call-types.ts';
import type { CallName } from './calls.gen.ts';
import type { EarlyStarted } from './early-calls.ts';
import type { RouteCall } from './route-call.ts';
import type { Outcome } from './transport.ts';

/**
 * How many route calls the cache holds at most; the oldest goes first. A page declares a handful, and
 * a body per month or tab visited adds one each: the bound only keeps a long session from growing it
 * without end.
 */
export const ROUTE_CALL_ENTRIES = 50;

interface Entry {
  readonly outcome: Promise<Outcome>;
  /** When a kept answer arrived; null while the request is in flight. */
  arrivedAt: number | null;
}

export interface RouteCacheOptions {
  /** The session the entries belong to (the stored token and session headers); when it changes, they go. */
  session(): string;
  /** Whether an answer may serve later readers: a success the screens can read, never a failure. */
  keeps(definition: CallDefinition, outcome: Outcome): boolean;
  /** Sends the call; the request is shared, so no reader's signal cancels it. */
  send(definition: CallDefinition, body: object | undefined): Promise<Outcome>;
  /** The page's early script's request for this call in this session (early-calls.ts), taken once. */
  takeEarly(name: CallName, body: object | undefined): EarlyStarted | null;
  maxEntries?: number;
}

/** Every cache of this page, for `forgetEveryRouteCall`. */
const caches = new Set<{ clear(): void }>();

/**
 * Empties every gateway's cache of route calls. For unit tests, whose stub server starts afresh in each
 * test (testing/answer-with.ts) while the app's one gateway lives on; the app forgets through its own
 * gateway (`forgetRouteCalls`).
 */
export function forgetEveryRouteCall(): void {
  for (const cache of caches) cache.clear();
}

/**
 * The gateway's cache of route calls (route-call.ts), as TanStack Query keeps queries: one entry for each
 * call name and body. A reader within the reading declaration's lifetime, counted from the answer's
 * arrival, gets the entry's request in flight or its answer; a later one, or a refresh, sends again and
 * replaces the entry. A failed answer (transport, business code, unreadable data) is removed as soon as
 * it arrives, so only the readers already waiting for it see it. An early script's request for the same
 * call and session enters the cache on the first read or start, unless it has failed or outlived the
 * lifetime. The entries belong to one session: a change of the stored token or session headers empties
 * the cache before the next read.
 */
export function createRouteCache(options: RouteCacheOptions) {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? ROUTE_CALL_ENTRIES;
  let session: string | null = null;

  function clear(): void {
    entries.clear();
  }

  /** The entries of the session of the moment. */
  function sessionEntries(): Map<string, Entry> {
    const now = options.session();
    if (now !== session) {
      entries.clear();
      session = now;
    }
    return entries;
  }

  const isFresh = (arrivedAt: number | null, lifetimeMs: number) =>
    arrivedAt === null || Date.now() - arrivedAt < lifetimeMs;

  function enter(key: string, definition: CallDefinition, outcome: Promise<Outcome>, arrivedAt?: number) {
    const entry: Entry = { outcome, arrivedAt: null };
    // Re-entered last, so the oldest entry is the first the bound removes.
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    void outcome.then((arrived) => {
      if (entries.get(key) !== entry) return;
      if (options.keeps(definition, arrived)) entry.arrivedAt = arrivedAt ?? Date.now();
      else entries.delete(key);
    });
    return outcome;
  }

  /**
   * The outcome of `route`'s call for this body: the entry's while it is fresh for `route`, else a new
   * request (the early script's, while it is usable), which becomes the entry. `refresh` always sends.
   */
  function read(
    route: RouteCall,
    definition: CallDefinition,
    body: object | undefined,
    refresh = false,
  ): Promise<Outcome> {
    const cached = sessionEntries();
    const key = JSON.stringify([definition.name, body ?? {}]);
    const entry = cached.get(key);
    const early = options.takeEarly(definition.name, body);
    if (!refresh && entry && isFresh(entry.arrivedAt, route.lifetimeMs)) return entry.outcome;
    const { arrived } = early ?? {};
    const earlyUsable =
      early &&
      !refresh &&
      (!arrived || (options.keeps(definition, arrived.outcome) && isFresh(arrived.at, route.lifetimeMs)));
    if (earlyUsable) return enter(key, definition, early.outcome, arrived?.at);
    return enter(key, definition, options.send(definition, body));
  }

  const cache = { read, clear };
  caches.add(cache);
  return cache;
}

export type RouteCache = ReturnType<typeof createRouteCache>;
