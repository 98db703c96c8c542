/**
 * One run of the check: every call that is safe to repeat (and the changing ones the tester named), one
 * after the other, at most `rps` a second and within `maxSeconds`, each answer judged by Prism's validator.
 * A call that times out, fails on the server, answers something other than JSON or loses its connection is
 * reported against that call, and the run goes on.
 *
 * The tester's sign-in goes to the target and nowhere else: a redirect is never followed (fetch would
 * carry the session headers on to the new address, and on a 307 or 308 the token in the body too) but
 * reported against its call; the target must be https, but on loopback; and an answer is read up to
 * MAX_ANSWER_BYTES, no further.
 */
import { randomBytes } from 'node:crypto';
import { answerViolations, bodyFields, exampleRequest, readOperations } from './contract.mjs';
import { maskText } from './masking.mjs';

/**
 * The most of an answer the check reads. The contract's largest answers (a page of a list, a bill with its
 * chart) are a few kilobytes, and no answer carries a photo (photos only go up, at most 1.5 MB each, in
 * requests): 2 MB is room to spare, and keeps a server that streams without end from filling the memory.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Hosts where plain http never leaves the machine: 127.0.0.0/8, ::1 and localhost. */
function isLoopback(/** @type {URL} */ url) {
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Why a target is refused, on one line, or undefined. The address is read as fetch reads it (WHATWG URL:
 * `127.1` and `2130706433` are 127.0.0.1), so what is checked is where the calls go.
 * @param {string} target
 */
export function targetProblem(target) {
  let url;
  try {
    url = new URL(target);
  } catch {
    return '--target must be the API\u2019s origin as a URL, such as https://api-test.example.com';
  }
  if (url.username || url.password) {
    return '--target must not carry a user name or password: the sign-in comes from --credentials or the environment';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopback(url)) return undefined;
  return `--target ${url.protocol}//${url.host} refused: the sign-in would travel in clear text; use https:// (http:// only on loopback: 127.0.0.0/8, ::1, localhost)`;
}

/**
 * @typedef {{ hallToken?: string; agentSession?: string; workNo?: string }} Credentials
 * @typedef {{ kind: string; place: string; message: string }} Problem
 * @typedef {{ name: string; method: string; path: string; changes?: string; source: string;
 *   request: { query: Record<string, string>; body: unknown }; status?: number; answer?: unknown;
 *   code?: unknown; msg?: unknown; problems: Problem[]; ms: number }} CallResult
 * @typedef {{ name: string; method: string; path: string; reason: string }} Skipped
 */

/** Which changing calls the tester named: `all`, or call names (operationId or any x-call-name). */
function namedChanging(include) {
  const names = new Set(include.map((name) => name.trim()).filter(Boolean));
  return (entry) => names.has('all') || entry.names.some((name) => names.has(name));
}

/** The tester's sign-in, where the apps' gateway puts it: the token in the body, the session in headers. */
function signedIn(entry, request, credentials) {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  // The trace context every gateway call carries (openapi/components/common.yaml › TraceParent).
  headers.traceparent = `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
  if (credentials.agentSession) headers.thirdSession = credentials.agentSession;
  if (credentials.workNo) headers.workNo = credentials.workNo;
  let body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = bodyFields(entry.operation);
    body = { ...body };
    if (credentials.hallToken && fields.has('token')) body.token = credentials.hallToken;
    if (credentials.workNo && fields.has('workNo')) body.workNo = credentials.workNo;
  }
  return { headers, body };
}

/** Why fetch failed, as a tester reads it. */
function transportProblem(error, timeoutMs) {
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') {
    return { kind: 'timeout', place: 'response', message: `no answer within ${timeoutMs / 1000} s` };
  }
  const cause = error?.cause;
  const code = cause?.code ?? error?.code;
  return {
    kind: 'connection closed',
    place: 'response',
    message: `the connection failed or was closed before an answer${code ? ` (${code})` : ''}: ${cause?.message ?? error?.message}`,
  };
}

/** A 3xx, not followed: where it pointed (origin and path, masked; never its query) and that nothing went. */
function redirectProblem(/** @type {Response} */ response) {
  const location = response.headers.get('location');
  let where = 'no Location';
  if (location) {
    try {
      const to = new URL(location, response.url || undefined);
      where = `to ${maskText(`${to.origin}${to.pathname}`)}`;
    } catch {
      where = 'to an address that is not a URL';
    }
  }
  const status = response.type === 'opaqueredirect' ? 'a redirect' : `HTTP ${response.status}`;
  return {
    kind: 'redirect',
    place: 'response.status',
    message: `${status} ${where} where the contract expects 200; not followed, so the sign-in went nowhere else`,
  };
}

/**
 * The answer's text, read up to `limit` bytes: past it (as declared, or as it arrives) the rest is
 * dropped unread.
 * @returns {Promise<{ tooLarge: true } | { tooLarge: false; text: string }>}
 */
async function readCapped(/** @type {Response} */ response, /** @type {number} */ limit) {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    return { tooLarge: true };
  }
  if (!response.body) return { tooLarge: false, text: '' };
  const reader = response.body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  return { tooLarge: false, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

async function send(entry, request, credentials, { target, timeoutMs, fetchImpl }) {
  const { headers, body } = signedIn(entry, request, credentials);
  const url = new URL(entry.path.replace(/^\//, ''), target.endsWith('/') ? target : `${target}/`);
  for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
  /** @type {CallResult} */
  const result = {
    name: entry.name,
    method: entry.method,
    path: entry.path,
    changes: entry.changes,
    source: request.source,
    request: { query: request.query, body },
    problems: [],
    ms: 0,
  };
  const started = Date.now();
  try {
    const response = await fetchImpl(url, {
      method: entry.method,
      headers,
      body: entry.method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      // Followed, a redirect would take the session headers (and on 307/308 the token) to its address.
      redirect: 'manual',
    });
    result.status = response.status;
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel();
      result.problems.push(redirectProblem(response));
      return result;
    }
    const read = await readCapped(response, MAX_ANSWER_BYTES);
    if (read.tooLarge) {
      result.problems.push({
        kind: 'answer too large',
        place: 'response.body',
        message: `HTTP ${response.status}: the answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; the check read no further`,
      });
      return result;
    }
    const text = read.text;
    let answer;
    try {
      answer = JSON.parse(text);
    } catch {
      const type = response.headers.get('content-type') ?? 'no content type';
      result.problems.push({
        kind: 'not JSON',
        place: 'response.body',
        // Masked whole, then cut: a cut through a number would leave part of it readable.
        message: `HTTP ${response.status}, ${type}: ${maskText(text).slice(0, 120)}`,
      });
      return result;
    }
    result.answer = answer;
    result.code = answer?.code;
    result.msg = answer?.msg;
    if (response.status !== 200) {
      result.problems.push({
        kind: `HTTP ${response.status}`,
        place: 'response.status',
        message: `HTTP ${response.status} where the contract expects 200`,
      });
      return result;
    }
    result.problems.push(...answerViolations(entry.operation, answer));
  } catch (error) {
    result.problems.push(transportProblem(error, timeoutMs));
  } finally {
    result.ms = Date.now() - started;
  }
  return result;
}

/**
 * @param {{ contract: string; target: string; credentials?: Credentials; includeChanging?: string[];
 *   rps?: number; maxSeconds?: number; timeoutSeconds?: number; fetchImpl?: typeof fetch;
 *   now?: () => number }} options
 * @returns {Promise<{ target: string; startedAt: string; calls: CallResult[]; skipped: Skipped[] }>}
 */
export async function runCheck(options) {
  const {
    contract,
    target,
    credentials = {},
    includeChanging = [],
    rps = 2,
    maxSeconds = 600,
    timeoutSeconds = 10,
    fetchImpl = fetch,
  } = options;
  const refused = targetProblem(target);
  if (refused) throw new Error(refused);
  const operations = await readOperations(contract);
  // A misspelt name would silently leave out the call the tester meant to send.
  const known = new Set(operations.filter((entry) => entry.changes).flatMap((entry) => entry.names));
  const unknown = includeChanging
    .map((name) => name.trim())
    .filter((name) => name && name !== 'all' && !known.has(name));
  if (unknown.length > 0)
    throw new Error(`--include-changing: no call that changes an account is named ${unknown.join(', ')}`);
  // The limit counts from the first call: reading the contract takes a second or two before it.
  const startedAt = Date.now();
  const deadline = startedAt + maxSeconds * 1000;
  const gap = 1000 / rps;
  const wanted = namedChanging(includeChanging);
  /** @type {CallResult[]} */
  const calls = [];
  /** @type {Skipped[]} */
  const skipped = [];
  let lastSent = 0;
  for (const entry of operations) {
    const where = { name: entry.name, method: entry.method, path: entry.path };
    if (!entry.safe && !entry.changes) {
      skipped.push({ ...where, reason: 'the contract does not say whether it is safe to repeat' });
      continue;
    }
    if (entry.changes && !wanted(entry)) {
      skipped.push({
        ...where,
        reason: `changes an account (${entry.changes}); not named in --include-changing`,
      });
      continue;
    }
    const request = exampleRequest(entry.operation);
    if ('problem' in request) {
      skipped.push({ ...where, reason: request.problem });
      continue;
    }
    // Gentle with a shared test server: no faster than rps, and nothing started after the time limit.
    const wait = lastSent + gap - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const left = deadline - Date.now();
    if (left <= 0) {
      skipped.push({ ...where, reason: `the run's time limit (${maxSeconds} s) was reached` });
      continue;
    }
    lastSent = Date.now();
    const timeoutMs = Math.max(1, Math.min(timeoutSeconds * 1000, left));
    calls.push(await send(entry, request, credentials, { target, timeoutMs, fetchImpl }));
  }
  return { target, startedAt: new Date(startedAt).toISOString(), calls, skipped };
}

/** Violations by kind, for a summary: `contract: enum` 3, `timeout` 1 … */
export function summarise(run) {
  const byKind = {};
  for (const call of run.calls)
    for (const problem of call.problems) byKind[problem.kind] = (byKind[problem.kind] ?? 0) + 1;
  const failed = run.calls.filter((call) => call.problems.length > 0).length;
  const violations = Object.values(byKind).reduce((sum, count) => sum + count, 0);
  return { run: run.calls.length, failed, skipped: run.skipped.length, violations, byKind };
}
