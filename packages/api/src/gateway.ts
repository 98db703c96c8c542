import { abortReason } from './abort.ts';
import { fitsAnswer } from './answer-shape.ts';
import type { CallBody, CallData, CallDefinition } from './call-types.ts';
import type { CallName } from './calls.gen.ts';
import { takeEarlyCall } from './early-calls.ts';
import { GATEWAY_MESSAGES } from './messages.ts';
import { fetchPictureOf } from './picture-ahead.ts';
import { createRouteCache, type ReadMode } from './route-cache.ts';
import type { RouteCall, RouteCallAfter } from './route-call.ts';
import { type LocalKey, removeStored, type StorageLike } from './storage.ts';
import { createTransport, DEFAULT_TIMEOUT_MS, type Outcome, type UploadProgress } from './transport.ts';

export type { CallBody, CallData, CallDefinition, CallName, UploadProgress };

/** The UI the gateway drives; each app passes its own overlays and router, so this package holds no UI. */
export interface GatewayEffects {
  /** Bottom toast. */
  toast(message: string): void;
  /**
   * Opens one loading overlay entry and returns what closes that entry. The overlay store alone counts
   * open entries; the gateway opens one per loading call and closes exactly that one.
   */
  showLoading(message: string): () => void;
  alert(options: { title: string; message: string; confirmText: string }): Promise<void>;
  navigate(to: string): void;
  /**
   * A call that failed in transport (an HTTP status, a timeout, no network, an answer that is not the
   * envelope), by call name; never a business code. The app hands it to its field reports.
   */
  transportFailed?(failure: TransportFailure): void;
}

export interface TransportFailure {
  call: CallName;
  kind: 'http' | 'timeout' | 'network' | 'answer';
  status?: number;
  /** The trace id of the failed request's `traceparent` (transport.ts). */
  trace?: string;
}

export interface GatewayOptions {
  /** API origin; '' calls the same origin, whose /api is proxied to the operator's API. */
  baseUrl: string;
  effects: GatewayEffects;
  fetch?: typeof fetch;
  /** What carries calls that ask for `onProgress`; default the page's XMLHttpRequest. */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** Default 30 000 ms (product.md › 接口调用). */
  timeoutMs?: number;
  /** Where token, tokens and workNo are read; default localStorage. */
  storage?: StorageLike;
  /** Business codes that mean success: the hall accepts [1, 0], the agent app [1] (the default). */
  successCodes?: readonly number[];
  /** Where -101 去登录 and -102 lead; default '/PersonalInformation'. */
  sessionExpiredPath?: string;
  /**
   * What a -101 answer removes: the subscriber's `token` (the default); the agent app also drops its
   * session id `tokens`, keeping an opening in progress for the next login.
   */
  sessionKeys?: readonly LocalKey[];
  /**
   * Asks the browser for a picture ahead of the screen that shows it (a route call's `picture`,
   * picture-ahead.ts); default an `Image` whose `src` is set.
   */
  fetchPicture?: (address: string) => void;
}

export type CallResult<N extends CallName> =
  | { ok: true; code: number; msg: string; data: CallData<N> }
  /** Any other code: `data` is the whole answer, as the spec hands it to the caller. */
  | { ok: false; code: number; msg: string; data: unknown };

export interface CallOptions {
  /** false: no toast for codes other than success, -100, -101, -102 and 60001–60003. */
  toast?: boolean;
  /** Overrides the call's loading overlay: false hides it, true or a text shows it. */
  loading?: boolean | string;
  signal?: AbortSignal;
  /**
   * Reports how much of the body has gone out, for an upload the screen shows as a bar. The call then
   * goes by XMLHttpRequest, the one carrier with upload progress, and its timeout counts from the last
   * bytes sent (transport.ts); codes, messages and the answer's check are the same as for any call.
   */
  onProgress?: (progress: UploadProgress) => void;
  /**
   * The route's declared first call this is (route-call.ts): the call goes through the gateway's cache
   * of route calls (route-cache.ts), so it gets the request its route's loader started with `start`, the
   * page's early script sent, or another reader asked for, with this same name and body, in flight or
   * arrived within the declaration's lifetime; else it asks and its answer serves the next readers
   * (`refresh` and `visit` narrow what it takes). A call without it never touches the cache: one tap, one
   * request.
   */
  route?: RouteCall;
  /**
   * With `route`: asks the server again whatever the cache holds (重试, pull to refresh, a page restored)
   * and puts the new request in the entry's place.
   */
  refresh?: boolean;
  /**
   * With `route`: the read is a visit of its own, as a route's loader is. It takes only what waits for a
   * screen (what the loader or the early script started and no screen has read yet) and else asks again,
   * for data loaded again on each entry (the hall's member, on each entry to 业务查询).
   */
  visit?: boolean;
}

/** How a route's loader starts its calls (`gateway.start`). */
export interface StartOptions {
  /**
   * The data the app already holds for a first call (the hall's member, once loaded), which a call chained
   * on it (`routeCallAfter`) builds its body from instead of asking again; undefined when it holds none.
   */
  held?: (route: RouteCall) => unknown;
}

/** A transport failure (no envelope came back). The gateway has already shown its message. */
export class GatewayError extends Error {
  /** 'answer': a success whose data the screens cannot read (see `settle`). */
  readonly kind: 'http' | 'timeout' | 'network' | 'answer';
  readonly status?: number;

  constructor(
    message: string,
    kind: GatewayError['kind'],
    details: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'GatewayError';
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
  }
}

const DEFAULT_SUCCESS_CODES: readonly number[] = [1];
const DEFAULT_SESSION_EXPIRED_PATH = '/PersonalInformation';
const DEFAULT_SESSION_KEYS: readonly LocalKey[] = ['token'];
const SESSION_EXPIRED = -101;
const NOT_BOUND = -102;
const BUSINESS_ERROR = -100;
/** 60001–60003: the card-opening link has been closed. */
const LINK_CLOSED_CODES = [60001, 60002, 60003];

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  body: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Codes may arrive as numeric strings ("-101"). */
function toCode(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw);
  return null;
}

function readEnvelope(value: unknown): Envelope | null {
  if (!isRecord(value)) return null;
  const code = toCode(value.code);
  if (code === null) return null;
  const msg = typeof value.msg === 'string' ? value.msg : '';
  return { code, msg, data: value.data, body: value };
}

export function createGateway(options: GatewayOptions) {
  const { effects, storage } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const successCodes = options.successCodes ?? DEFAULT_SUCCESS_CODES;
  const sessionExpiredPath = options.sessionExpiredPath ?? DEFAULT_SESSION_EXPIRED_PATH;
  const sessionKeys = options.sessionKeys ?? DEFAULT_SESSION_KEYS;
  const transport = createTransport({
    baseUrl: options.baseUrl,
    timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Loaded on the first upload: no first screen uploads, and every page's entry holds this gateway.
    upload: (carrier) => async (request) => {
      const { xhrFetch } = await import('./xhr-fetch.ts');
      const { XMLHttpRequest } = options;
      return xhrFetch({ ...carrier, ...(XMLHttpRequest ? { XMLHttpRequest } : {}) })(request);
    },
    ...(storage ? { storage } : {}),
  });
  const { send } = transport;

  /** Shows the transport message and builds the rejection (product.md › 错误与提示 transport errors). */
  function transportError(call: CallName, outcome: Exclude<Outcome, { type: 'cancelled' }>): GatewayError {
    let error: GatewayError;
    if (outcome.type === 'timeout') {
      error = new GatewayError(GATEWAY_MESSAGES.timeout, 'timeout', { cause: outcome.reason });
    } else if (outcome.type === 'network') {
      error = new GatewayError(GATEWAY_MESSAGES.systemUpdating, 'network', { cause: outcome.reason });
    } else {
      const envelope = outcome.ok ? null : readEnvelope(outcome.payload);
      const message = envelope
        ? envelope.msg || GATEWAY_MESSAGES.requestFailed
        : outcome.status === 500
          ? GATEWAY_MESSAGES.serverError
          : outcome.status === 405
            ? GATEWAY_MESSAGES.methodNotAllowed
            : GATEWAY_MESSAGES.systemUpdating;
      error = new GatewayError(message, 'http', { status: outcome.status, cause: outcome.payload });
    }
    effects.transportFailed?.({
      call,
      kind: outcome.type === 'answer' && outcome.ok ? 'answer' : error.kind,
      ...(outcome.type === 'answer' ? { status: outcome.status } : {}),
      trace: outcome.trace,
    });
    effects.toast(error.message);
    return error;
  }

  function unreadableAnswer(data: unknown): GatewayError {
    const error = new GatewayError(GATEWAY_MESSAGES.unreadableAnswer, 'answer', { cause: data });
    effects.toast(error.message);
    return error;
  }

  // A page that loads several things at once gets -101 from each of them: one 去登录 dialog answers them
  // all, until it is confirmed.
  let signInDialogOpen = false;

  function askToSignIn(msg: string): void {
    if (signInDialogOpen) return;
    signInDialogOpen = true;
    effects
      .alert({
        title: GATEWAY_MESSAGES.sessionExpiredTitle,
        message: msg || GATEWAY_MESSAGES.sessionExpired,
        confirmText: GATEWAY_MESSAGES.sessionExpiredConfirm,
      })
      .then(
        () => effects.navigate(sessionExpiredPath),
        () => undefined,
      )
      .finally(() => {
        signInDialogOpen = false;
      });
  }

  /**
   * The business codes every screen shares (product.md › 错误与提示); screens handle the rest themselves.
   *
   * A success is read here, once, for every screen: its data must have the shape the contract gives the
   * call (`answer`, answer-shape.ts), or it is not a success anyone can show. Data null or absent, `{}`
   * without a required field, a list that is not a list: each is thrown as a broken answer, like an HTML
   * page in place of the envelope, so it ends in the screen's error state (with 重试) and never in a
   * screen reading a field of undefined. Past this point a screen may trust the contract's types.
   */
  function settle<N extends CallName>(
    definition: CallDefinition<N>,
    envelope: Envelope,
    callOptions: CallOptions,
  ): CallResult<N> {
    const { code, msg, data, body } = envelope;
    if (successCodes.includes(code)) {
      if (definition.answer) {
        if (!fitsAnswer(data, definition.answer)) throw unreadableAnswer(data);
        return { ok: true, code, msg, data: data as CallData<N> };
      }
      // A call whose contract describes no data hands back the whole body.
      return { ok: true, code, msg, data: (data ?? body) as CallData<N> };
    }
    if (code === BUSINESS_ERROR) {
      effects.toast(msg || GATEWAY_MESSAGES.operationFailed);
    } else if (code === SESSION_EXPIRED) {
      for (const key of sessionKeys) removeStored(key, storage);
      askToSignIn(msg);
    } else if (code === NOT_BOUND) {
      effects.toast(msg || GATEWAY_MESSAGES.bindPhoneFirst);
      effects.navigate(sessionExpiredPath);
    } else if (LINK_CLOSED_CODES.includes(code)) {
      effects.toast(GATEWAY_MESSAGES.linkClosed);
    } else if (callOptions.toast !== false) {
      effects.toast(msg || GATEWAY_MESSAGES.unknownError);
    }
    return { ok: false, code, msg, data: body };
  }

  function overlayText(definition: CallDefinition, choice: CallOptions['loading']): string | null {
    if (typeof choice === 'string') return choice;
    const show = choice ?? definition.loading;
    return show ? GATEWAY_MESSAGES.loading : null;
  }

  /**
   * What every route declaration (route-call.ts) has started or read, by call name and body: see
   * route-cache.ts. Business codes are settled by each reader's `call`, so their toasts and dialogs
   * appear only when a screen asks.
   */
  /** A success the screens can read: its data, else undefined. */
  function keptData(definition: CallDefinition, outcome: Outcome): { data: unknown } | undefined {
    if (outcome.type !== 'answer' || !outcome.ok) return undefined;
    const envelope = readEnvelope(outcome.payload);
    if (!envelope || !successCodes.includes(envelope.code)) return undefined;
    if (definition.answer && !fitsAnswer(envelope.data, definition.answer)) return undefined;
    return { data: envelope.data };
  }

  /**
   * A started route call whose answer names the screen's largest picture (`picture`): the picture is asked
   * for once a kept answer is in, in the same session (picture-ahead.ts).
   */
  function startPicture(route: RouteCall, body: object | undefined): void {
    const { picture } = route;
    if (!picture) return;
    const session = transport.sessionKey();
    void routeCalls.peek(route.definition, body)?.then((outcome) => {
      const kept = keptData(route.definition, outcome);
      if (kept && transport.sessionKey() === session) {
        fetchPictureOf(kept.data, picture, options.fetchPicture);
      }
    });
  }

  /** Starts a route call for a visit, and the picture its answer names. */
  function startCall(route: RouteCall, body: object | undefined): void {
    routeCalls.start(route, body);
    startPicture(route, body);
  }

  const routeCalls = createRouteCache({
    session: transport.sessionKey,
    keeps: (definition, outcome) => keptData(definition, outcome) !== undefined,
    send: (definition, body) => send(definition, body),
    takeEarly: (name, body) => takeEarlyCall(transport.callKey(name, body)),
  });

  /**
   * A route's loader starts its declared call for the address being opened: a new visit, which asks the
   * server unless the cache holds the call for this body in flight, or arrived within the declaration's
   * lifetime and not yet read by a screen (route-cache.ts). A call the page's early script started from
   * the document is taken over instead of sent again. Nothing when the address asks for no call.
   */
  function start<N extends CallName>(route: RouteCall<N>, url: URL, options: StartOptions = {}): void {
    if (route.after) {
      startAfter(route, route.after, url, options);
      return;
    }
    const body = route.bodyFor(url);
    if (body === null) return;
    startCall(route, body as object | undefined);
  }

  /**
   * A call chained on another's answer (`routeCallAfter`): the answer the app already holds, else the
   * first call started as a loader starts it, and this one once that has arrived, in the same session; or
   * on a lookup outside the gateway (`routeCallOn`), this one once the lookup has found.
   */
  function startAfter(route: RouteCall, after: RouteCallAfter, url: URL, options: StartOptions): void {
    const chain = (data: unknown) => {
      const body = after.bodyFor(url, data);
      if (body !== null) startCall(route, body);
    };
    const session = transport.sessionKey();
    if ('lookup' in after) {
      void after.lookup().then((found) => {
        if (transport.sessionKey() === session) chain(found);
      });
      return;
    }
    const held = options.held?.(after.route);
    if (held !== undefined) {
      chain(held);
      return;
    }
    const firstBody = after.route.bodyFor(url);
    if (firstBody === null) return;
    start(after.route, url, options);
    void routeCalls.peek(after.route.definition, firstBody as object | undefined)?.then((outcome) => {
      const kept = keptData(after.route.definition, outcome);
      if (kept && transport.sessionKey() === session) chain(kept.data);
    });
  }

  /** Forgets every route call: the subscriber of the page changed, and nothing of the last one is shown. */
  function forgetRouteCalls(): void {
    routeCalls.clear();
  }

  const readMode = ({ refresh, visit }: CallOptions): ReadMode =>
    refresh ? 'refresh' : visit ? 'waiting' : 'kept';

  /** A shared request as one reader sees it: the reader may leave while the request runs on for others. */
  function readerOf(shared: Promise<Outcome>, signal: AbortSignal | undefined): Promise<Outcome> {
    if (!signal) return shared;
    return new Promise<Outcome>((resolve) => {
      const cancel = () =>
        resolve({
          type: 'cancelled',
          reason: abortReason(signal),
        });
      if (signal.aborted) cancel();
      signal.addEventListener('abort', cancel, { once: true });
      void shared.then((outcome) => {
        signal.removeEventListener('abort', cancel);
        resolve(outcome);
      });
    });
  }

  async function call<N extends CallName>(
    definition: CallDefinition<N>,
    body?: CallBody<N>,
    callOptions: CallOptions = {},
  ): Promise<CallResult<N>> {
    const loadingText = overlayText(definition, callOptions.loading);
    const hideLoading = loadingText === null ? null : effects.showLoading(loadingText);
    let outcome: Outcome;
    try {
      const sent = body as object | undefined;
      const { route, signal } = callOptions;
      outcome = await (route
        ? readerOf(routeCalls.read(route, definition, sent, readMode(callOptions)), signal)
        : send(definition, sent, signal, callOptions.onProgress));
    } finally {
      // This call's own entry is closed before any toast or dialog, whatever the outcome.
      hideLoading?.();
    }

    if (outcome.type === 'cancelled') throw outcome.reason;
    if (outcome.type !== 'answer' || !outcome.ok) throw transportError(definition.name, outcome);
    const envelope = readEnvelope(outcome.payload);
    // A 2xx that is not the envelope (an HTML fallback page, an empty body) is a broken transport too.
    if (!envelope) throw transportError(definition.name, outcome);
    return settle<N>(definition, envelope, callOptions);
  }

  return { call, start, forgetRouteCalls };
}

export type Gateway = ReturnType<typeof createGateway>;
