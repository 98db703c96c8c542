import { onTestFinished, vi } from 'vitest';
import { abortReason } from '../abort.ts';
import type { CallName } from '../calls.gen.ts';
import { forgetEveryRouteCall } from '../route-cache.ts';
import { contractEntry, type Entry, type Reply, replyFor } from './contract-answers.ts';
import { fakeXhr } from './fake-xhr.ts';

/** A request the stub answered, as the server would have read it. */
export interface SentRequest {
  /** The operation's first call name (its operationId). */
  call: string;
  method: string;
  path: string;
  /** The JSON body of a POST, or the query fields of a GET. */
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** An answer that waits: `release` sends a named example (default `success`), or never, for a skeleton. */
export interface Held {
  /** The choice, once released; the stub waits on it. */
  readonly chosen: Promise<string>;
  release(choice?: string): void;
}

/** An upload whose link stops moving part of the way: see `stalled`. */
export interface Stalled {
  /** The part of the body that gets out, 0 to 1. */
  readonly part: number;
}

/** What the server answers one call with, chosen by the journeys' names: see `answerWith`. */
export type Choice =
  | string
  | Held
  | Stalled
  | typeof OFFLINE
  | readonly Choice[]
  | ((request: SentRequest) => Choice);

/** No answer at all: fetch fails, as with no network (the gateway's 系统更新中，请稍后重试...). */
export const OFFLINE = Object.freeze({ offline: true as const });

/**
 * A weak mobile link that stops once `part` of the body is out (0.5: half, counted up, so an upload bar
 * shows 50 %): no byte moves again and no answer comes, until the request is cancelled or times out.
 * By fetch, which reports no progress, nothing is answered either.
 */
export const stalled = (part: number): Stalled => Object.freeze({ part });

/** An answer that arrives when released; unreleased, the screen stays as it is while loading. */
export function held(): Held {
  let release: (choice: string) => void = () => undefined;
  const chosen = new Promise<string>((resolve) => {
    release = resolve;
  });
  return { chosen, release: (choice = 'success') => release(choice) };
}

export type Choices = Partial<Record<CallName, Choice>>;

export interface ContractStub {
  /** Every request sent since the stub was installed, in order. */
  readonly requests: SentRequest[];
  /** The bodies sent for one call (matched by its path, so its other names count too). */
  bodiesOf(call: { name: string }): Record<string, unknown>[];
  /** How many requests for one call have started, counted as fetch is called (before any body is read). */
  countOf(call: { name: string }): number;
  /** Changes the answers from now on; calls not named keep theirs. */
  pick(choices: Choices): void;
}

const isHeld = (choice: unknown): choice is Held =>
  typeof choice === 'object' && choice !== null && 'chosen' in choice;
const isStalled = (choice: unknown): choice is Stalled =>
  typeof choice === 'object' && choice !== null && 'part' in choice;

/** What settles only when the request is aborted, as fetch and XMLHttpRequest then end. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
  });

/** A request the stub has read and the choice it answers with (a name, a held name, or no answer). */
interface Accepted {
  entry: Entry;
  choice: Choice;
}

/** Checks a choice against the contract now, so a missing example fails where the test names it. */
function check(entry: Entry, name: string, choice: Choice): void {
  if (Array.isArray(choice)) for (const each of choice) check(entry, name, each);
  else if (typeof choice === 'string') replyFor(entry, name, choice);
}

async function readRequest(entry: Entry, request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  const body =
    request.method === 'GET'
      ? Object.fromEntries(url.searchParams)
      : text
        ? (JSON.parse(text) as Record<string, unknown>)
        : {};
  const headers = Object.fromEntries(request.headers);
  return { call: entry.calls[0] ?? '', method: request.method, path: url.pathname, body, headers };
}

const toResponse = ({ status, type, body }: Reply) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });

/**
 * Installs a fetch, and the XMLHttpRequest that carries uploads reporting progress, that answer every
 * call as the contract does (its named examples, as Prism serves them), for one test: each call answers
 * `success`, its first example, unless `choices` names another (`answerWith({ QUERY_BALANCE: 'empty' })`),
 * a status (`'code=500'`), `OFFLINE`, a `held()` answer, a `stalled(part)` upload, a list (one per
 * request in turn, the last repeating) or a function of the request. An example the
 * contract lacks fails the test, naming the call and the examples it has. The app's own gateway sends
 * the requests, so its answer check and business codes run as in the product. A stub is a server of its
 * own: the route calls the gateway kept from an earlier one (route-cache.ts) are forgotten.
 */
export function answerWith(initial: Choices = {}): ContractStub {
  forgetEveryRouteCall();
  const choices = new Map<string, Choice>();
  const sent = new Map<string, number>();
  const requests: SentRequest[] = [];
  const problems: string[] = [];

  function pick(next: Choices): void {
    for (const [name, choice] of Object.entries(next) as [string, Choice][]) {
      const entry = contractEntry(name);
      check(entry, name, choice);
      choices.set(entry.path, choice);
    }
  }
  pick(initial);

  /** The choice for this request: a list gives its items in turn, a function decides from the request. */
  function choose(entry: Entry, request: SentRequest, index: number): Choice {
    let choice = choices.get(entry.path) ?? 'success';
    while (Array.isArray(choice) || typeof choice === 'function') {
      choice = Array.isArray(choice)
        ? (choice[Math.min(index, choice.length - 1)] as Choice)
        : (choice as (request: SentRequest) => Choice)(request);
    }
    return choice;
  }

  /** Reads and records a request, and chooses its answer; one the contract does not describe fails. */
  async function accept(request: Request): Promise<Accepted> {
    const path = new URL(request.url).pathname;
    let entry: Entry;
    try {
      entry = contractEntry(path);
    } catch (error) {
      problems.push((error as Error).message);
      throw error;
    }
    const index = sent.get(entry.path) ?? 0;
    sent.set(entry.path, index + 1);
    const sentRequest = await readRequest(entry, request);
    requests.push(sentRequest);
    return { entry, choice: choose(entry, sentRequest, index) };
  }

  async function reply({ entry, choice }: Accepted, signal: AbortSignal): Promise<Response> {
    if (choice === OFFLINE) throw new TypeError('Failed to fetch');
    if (isStalled(choice)) return untilAborted(signal);
    // A cancelled request ends at once, as fetch's does, whatever its held answer would have been.
    const name = isHeld(choice)
      ? await Promise.race([choice.chosen, untilAborted(signal)])
      : (choice as string);
    try {
      return toResponse(replyFor(entry, entry.calls[0] ?? entry.path, name));
    } catch (error) {
      problems.push((error as Error).message);
      throw error;
    }
  }

  async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    return reply(await accept(request), request.signal);
  }

  // Uploads that report progress go by XMLHttpRequest (xhr-fetch.ts): the same answers, chosen as the
  // request is sent, so that a stalled link stops its bytes part of the way.
  const accepting = new WeakMap<Request, Promise<Accepted>>();
  const xhr = fakeXhr(
    async (request) => {
      const accepted = accepting.get(request);
      if (!accepted) throw new Error(`${request.url} was answered before it was sent.`);
      return reply(await accepted, request.signal);
    },
    {
      async stallAfter(request, total) {
        const accepted = accept(request.clone());
        accepting.set(request, accepted);
        const choice = await accepted.then(
          (each) => each.choice,
          () => null,
        );
        return isStalled(choice) ? Math.ceil(total * choice.part) : Number.POSITIVE_INFINITY;
      },
    },
  );

  const original = { fetch: globalThis.fetch, XMLHttpRequest: globalThis.XMLHttpRequest };
  vi.stubGlobal('fetch', vi.fn(stubFetch));
  vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
  onTestFinished(() => {
    vi.stubGlobal('fetch', original.fetch);
    vi.stubGlobal('XMLHttpRequest', original.XMLHttpRequest);
    // A request the contract cannot answer reaches the screen as a network failure; the test fails here
    // with the reason instead of passing or failing on that toast.
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  return {
    requests,
    bodiesOf: (call) => {
      const { path } = contractEntry(call.name);
      return requests.filter((request) => request.path === path).map((request) => request.body);
    },
    countOf: (call) => sent.get(contractEntry(call.name).path) ?? 0,
    pick,
  };
}
