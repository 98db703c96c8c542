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

/**
 * How a read uses the cache: 'kept' takes any entry within the declaration's lifetime (a screen's first
 * read); 'waiting' takes only an entry that waits for a screen, as a loader's start does, and else asks
 * again (a read that is itself a visit: the hall's member, reloaded on each entry); 'refresh' always asks
 * again (重试), and its request replaces the entry.
 */
export type ReadMode = 'kept' | 'waiting' | 'refresh';

interface Entry {
  readonly outcome: Promise<Outcome>;
  /** When a kept answer arrived; null while the request is in flight. */
  arrivedAt: number | null;
  /** Whether a screen has read it: the next visit's loader then asks again. */
  read: boolean;
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
 * call name and body. A screen's read within the reading declaration's lifetime, counted from the
 * answer's arrival, gets the entry's request in flight or its answer; a later one, or a refresh, sends
 * again and replaces the entry. A route's loader starting the call is a new visit: it takes the entry only
 * while it waits for a screen (no screen has read it yet, and it is in flight or arrived within the
 * lifetime); once a screen has read it, the visit asks again, so every visit shows what the server says
 * now (the hall reloads the member each time 业务查询 is entered). A failed answer (transport, business
 * code, unreadable data) is removed as soon as it arrives, so only the readers already waiting for it see
 * it. An early script's request for the same call and session enters the cache on the first start or
 * read, unless it has failed or outlived the lifetime. The entries belong to one session: a change of the
 * stored token or session headers empties the cache before the next start or read.
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

  /** An entry that waits for a screen: nobody has read it, and it is in flight or arrived within the lifetime. */
  const waits = (entry: Entry, route: RouteCall) => !entry.read && isFresh(entry.arrivedAt, route.lifetimeMs);

  function enter(key: string, definition: CallDefinition, outcome: Promise<Outcome>, arrivedAt?: number) {
    const entry: Entry = { outcome, arrivedAt: null, read: false };
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
    return entry;
  }

  /**
   * A new entry for the call: the early script's request while it is usable (and not refreshing), else a
   * request of its own.
   */
  function ask(
    key: string,
    route: RouteCall,
    definition: CallDefinition,
    body: object | undefined,
    refresh = false,
  ) {
    const early = options.takeEarly(definition.name, body);
    const arrived = early?.arrived;
    const usable =
      early &&
      !refresh &&
      (!arrived || (options.keeps(definition, arrived.outcome) && isFresh(arrived.at, route.lifetimeMs)));
    if (usable) return enter(key, definition, early.outcome, arrived?.at);
    return enter(key, definition, options.send(definition, body));
  }

  const keyOf = (definition: CallDefinition, body: object | undefined) =>
    JSON.stringify([definition.name, body ?? {}]);

  /**
   * `route`'s call for this body, as a reader asks for it (`ReadMode`): the entry when the mode takes
   * it, else a new request, which becomes the entry.
   */
  function read(
    route: RouteCall,
    definition: CallDefinition,
    body: object | undefined,
    mode: ReadMode = 'kept',
  ): Promise<Outcome> {
    const key = keyOf(definition, body);
    const kept = sessionEntries().get(key);
    const taken =
      kept &&
      (mode === 'kept'
        ? isFresh(kept.arrivedAt, route.lifetimeMs)
        : mode === 'waiting' && waits(kept, route));
    const entry = taken ? kept : ask(key, route, definition, body, mode === 'refresh');
    entry.read = true;
    return entry.outcome;
  }

  /** A route's loader starting `route`'s call for a visit: it takes only what waits for a screen. */
  function start(route: RouteCall, body: object | undefined): void {
    const key = keyOf(route.definition, body);
    const kept = sessionEntries().get(key);
    if (!kept || !waits(kept, route)) ask(key, route, route.definition, body);
  }

  /**
   * The outcome of the entry for this call and body, as a loader chaining another call on it waits for
   * it: no screen is counted as having read it. Null when there is none.
   */
  function peek(definition: CallDefinition, body: object | undefined): Promise<Outcome> | null {
    return sessionEntries().get(keyOf(definition, body))?.outcome ?? null;
  }

  const cache = { read, start, peek, clear };
  caches.add(cache);
  return cache;
}

export type RouteCache = ReturnType<typeof createRouteCache>;
