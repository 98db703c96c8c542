import createClient from 'openapi-fetch';
import { abortReason } from './abort.ts';
import type { CallName } from './calls.gen.ts';
import { readStored, type StorageLike } from './storage.ts';
import type { UploadProgress, XhrFetchOptions } from './xhr-fetch.ts';

export type { UploadProgress };

/**
 * Makes the carrier of one call that reports its upload's progress (xhr-fetch.ts's `xhrFetch`): the
 * gateway passes one that loads it on the first upload, so no page's first files hold it.
 */
export type UploadCarrier = (
  options: Pick<XhrFetchOptions, 'signal' | 'onProgress'>,
) => (request: Request) => Promise<Response>;

/**
 * product.md › 接口调用: a call that has not answered in 30 s has failed. A call that reports its upload's progress
 * counts the 30 s from the last bytes that went out instead: a 2 MB photo takes about 45 s on 3G
 * (`npm run bench`), and a fixed 30 s would end every such upload half-way. An upload that stalls
 * for 30 s, or an answer that takes 30 s after the last byte, still fails as any call does.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What came of one request, before any business code is read (the gateway settles it). */
export type Outcome = (
  | { type: 'answer'; status: number; ok: boolean; payload: unknown }
  | { type: 'timeout'; reason: unknown }
  | { type: 'network'; reason: unknown }
  | { type: 'cancelled'; reason: unknown }
) & {
  /** The trace id the request's `traceparent` header carried (traceParent), for a report of its failure. */
  trace?: string;
};

/**
 * `bytes` random bytes as lower-case hex (crypto.getRandomValues: Chromium 69 and iOS 12 have it): a
 * trace id is 16, a span id 8; the field reports' event ids too (@bluecat/ui field-reports/envelope.ts).
 */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let out = '';
  for (let i = 0; i < bytes; i += 1) out += ((values[i] as number) | 256).toString(16).slice(1);
  return out;
}

/**
 * A W3C `traceparent` for one request (version 00, sampled): a new trace id and span id, so the backend's
 * log of this call and the field report of its failure name the same trace (docs/operating.md, "Reports
 * from phones").
 */
export function traceParent(): { header: string; trace: string } {
  const trace = randomHex(16);
  return { header: `00-${trace}-${randomHex(8)}-01`, trace };
}

/** Where a call goes: its method and path, as its definition in calls.gen.ts has them. */
export interface CallRoute {
  readonly method: 'get' | 'post';
  readonly path: string;
}

export interface TransportOptions {
  /** API origin; '' calls the same origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /**
   * What carries the calls that report their upload's progress. Without it (the early script's transport,
   * which starts only a screen's first calls) such a call goes by fetch and reports none.
   */
  upload?: UploadCarrier;
  timeoutMs?: number;
  /** Where token, tokens and workNo are read; default localStorage. */
  storage?: StorageLike;
}

/**
 * The call's definition decides path and method at run time, so the client is typed loosely; the typed surface
 * is the gateway's `call()`, whose body and data types come from the contract through CallBody and CallData.
 */
interface LooseOperation {
  parameters: { query?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': Record<string, unknown> } };
  responses: { 200: { content: { 'text/plain': string } } };
}
type LoosePaths = Record<string, { get: LooseOperation; post: LooseOperation }>;

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * How a call is made: its method and path from its definition, the session's headers and token, the
 * timeout. The one definition of it, used by the gateway and by a page's early script (early-calls.ts),
 * so a call started from the document is the very request the screen would have sent.
 */
export function createTransport(options: TransportOptions) {
  const { storage } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch;
  const client = createClient<LoosePaths>({
    baseUrl: options.baseUrl,
    // Resolved per request, so a fetch replaced after start-up (tests, instrumentation) is honoured.
    fetch: (request) => (fetchImpl ?? globalThis.fetch)(request),
  });

  function sessionHeaders(): Record<string, string> {
    const headers: Record<string, string> = {};
    const thirdSession = readStored('tokens', storage);
    const workNo = readStored('workNo', storage);
    if (thirdSession) headers.thirdSession = thirdSession;
    if (workNo) headers.workNo = workNo;
    return headers;
  }

  /**
   * The stored session token joins every JSON body. A body that names its own token keeps it:
   * getSimpleOrCardNum sends the real-name provider's token, not the session's.
   */
  function withToken(body: object | undefined): Record<string, unknown> {
    const token = readStored('token', storage);
    return token ? { token, ...body } : { ...body };
  }

  /**
   * Sends one call. With `onProgress` the same request goes by the upload carrier (XMLHttpRequest), the one
   * carrier whose upload reports its progress; everything else — request, session, timeout, abort and
   * the answer's reading — is this function's, whichever carries it.
   */
  async function send(
    route: CallRoute,
    body: object | undefined,
    callerSignal?: AbortSignal,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<Outcome> {
    const { method, path } = route;
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    startTimer();
    const cancel = () => controller.abort(callerSignal ? abortReason(callerSignal) : undefined);
    if (callerSignal?.aborted) cancel();
    callerSignal?.addEventListener('abort', cancel, { once: true });

    const carrier =
      onProgress && options.upload
        ? {
            fetch: options.upload({
              signal: controller.signal,
              onProgress(progress) {
                // Bytes went out: the upload is alive, and its 30 s start again (DEFAULT_TIMEOUT_MS).
                startTimer();
                onProgress(progress);
              },
            }),
          }
        : {};
    const { header, trace } = traceParent();
    const init = {
      headers: { ...sessionHeaders(), traceparent: header },
      signal: controller.signal,
      parseAs: 'text' as const,
      ...carrier,
    };
    try {
      const { data, error, response } =
        method === 'get'
          ? // GET calls carry their fields as the query string; the token travels only in JSON bodies.
            await client.GET(path, { ...init, params: { query: { ...body } } })
          : await client.POST(path, { ...init, body: withToken(body) });
      return {
        type: 'answer',
        status: response.status,
        ok: response.ok,
        payload: response.ok ? parseJson(data) : error,
        trace,
      };
    } catch (reason) {
      if (timedOut) return { type: 'timeout', reason, trace };
      if (callerSignal?.aborted) {
        return { type: 'cancelled', reason: abortReason(callerSignal) };
      }
      return { type: 'network', reason, trace };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', cancel);
    }
  }

  /** The session calls are sent with: the stored token and the session headers. */
  function sessionKey(): string {
    return JSON.stringify([readStored('token', storage), sessionHeaders()]);
  }

  /** A call's identity: name, body and the session it is sent with (the same call in another session is not). */
  function callKey(name: CallName, body: object | undefined): string {
    return JSON.stringify([name, body ?? {}, readStored('token', storage), sessionHeaders()]);
  }

  return { send, callKey, sessionKey };
}

export type Transport = ReturnType<typeof createTransport>;
