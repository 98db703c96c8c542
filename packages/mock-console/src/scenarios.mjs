/**
 * Which answer of the contract Prism gives a call: the one mapping from a call name or path to the calls it
 * means, and the per-browser choices of the mock console (`/__mock/`) turned into a `Prefer` header.
 * Shared by the mock console's server (server.mjs) and the journeys' `prism.pick` (e2e/fixtures/test.ts).
 * Plain JavaScript: the demo host runs it in Node without a compiler.
 */

/**
 * Whether a request path is the call a target names: a call name of the contract (`QUERY_BALANCE`, via
 * `callPaths`), a full path (`/api/wechat/queryBalance`), or a path's last segment (`queryBalance`).
 * A name that is also a segment (`login`) means both, as pick always did.
 * @param {string} pathname
 * @param {string} target
 * @param {Readonly<Record<string, string>>} [callPaths] call name → path
 */
export function targetMatches(pathname, target, callPaths = {}) {
  if (Object.hasOwn(callPaths, target) && callPaths[target] === pathname) return true;
  return target.startsWith('/') ? pathname === target : pathname.endsWith(`/${target}`);
}

/** The whole contract: a rule for every call that documents its answer. */
export const EVERY_CALL = '*';

/** What Prism understands in `Prefer`: a named example or a documented status code. Empty: the first example. */
const PREFER = /^(example=[A-Za-z0-9_-]+|code=[1-5]\d\d)?$/;
const TARGET = /^(\*|\/?[A-Za-z0-9_/-]+)$/;

/**
 * @typedef {{ target: string; prefer: string; after?: string }} Rule
 *   From now on, the calls `target` names answer `prefer`; a later rule for a call wins over an earlier one.
 *   With `after` (a call, named as a target is), the rule waits: it starts once that call has answered its
 *   success, as a server that keeps what the app saved would answer differently from then on (an opening
 *   record read back after the payment was recorded).
 * @typedef {{ prefers: readonly string[] }} Offered  what one operation documents: `example=…` and `code=…`
 */

/** @param {unknown} rule @returns {rule is Rule} */
export function isRule(rule) {
  if (typeof rule !== 'object' || rule === null) return false;
  const { target, prefer, after } = /** @type {Record<string, unknown>} */ (rule);
  return (
    typeof target === 'string' &&
    TARGET.test(target) &&
    typeof prefer === 'string' &&
    PREFER.test(prefer) &&
    (after === undefined || (typeof after === 'string' && after !== EVERY_CALL && TARGET.test(after)))
  );
}

/** @param {Rule} rule */
function isWaiting(rule) {
  return rule.after !== undefined;
}

/**
 * The `Prefer` value for one call, or undefined for the contract's first example. `*` rules count only
 * where the operation documents the answer (every call has a 500; not every call has `tokenExpired`).
 * @param {readonly Rule[]} rules
 * @param {string} pathname
 * @param {Offered | undefined} operation
 * @param {Readonly<Record<string, string>>} [callPaths]
 * @returns {string | undefined}
 */
export function preferFor(rules, pathname, operation, callPaths) {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = /** @type {Rule} */ (rules[index]);
    if (isWaiting(rule)) continue;
    const applies =
      rule.target === EVERY_CALL
        ? operation !== undefined && operation.prefers.indexOf(rule.prefer) !== -1
        : targetMatches(pathname, rule.target, callPaths);
    if (applies) return rule.prefer === '' ? undefined : rule.prefer;
  }
  return undefined;
}

/**
 * The rules once the call at `pathname` has answered its success: each rule that waited for that call
 * starts, last (so it wins over the earlier rule for its calls, which it replaces). The same rules when
 * none waited for it.
 * @param {readonly Rule[]} rules
 * @param {string} pathname
 * @param {Readonly<Record<string, string>>} [callPaths]
 * @returns {readonly Rule[]}
 */
export function afterSuccess(rules, pathname, callPaths) {
  const started = rules.filter(
    (rule) => rule.after !== undefined && targetMatches(pathname, rule.after, callPaths),
  );
  if (started.length === 0) return rules;
  let next = rules.filter((rule) => !started.includes(rule));
  for (const rule of started) {
    // Rules still waiting for another call keep waiting, for this target too.
    next = [
      ...next.filter((kept) => isWaiting(kept) || kept.target !== rule.target),
      { target: rule.target, prefer: rule.prefer },
    ];
  }
  return next;
}

/**
 * @typedef {{ call: string; field: string; answers: Readonly<Record<string, string>>; otherwise?: string }} RequestAnswers
 *   Which answer a call gets by what its request asks (`answersByRequest` of openapi/scenarios.yaml): the
 *   value of `field` (in the JSON body, or the query of a GET) picks from `answers`, a value not listed gets
 *   `otherwise`; a request without the field gets the first example. Prism cannot read the request, a server
 *   answers what it was asked: the bill of the month asked, the order whose number was asked.
 */

/**
 * The `Prefer` value a request's own fields give, or undefined for the call's first example.
 * @param {RequestAnswers} table
 * @param {unknown} fields  the parsed JSON body or the query's parameters as an object
 * @returns {string | undefined}
 */
export function preferByRequest(table, fields) {
  const value =
    typeof fields === 'object' && fields !== null
      ? /** @type {Record<string, unknown>} */ (fields)[table.field]
      : undefined;
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const asked = String(value).trim();
  return Object.hasOwn(table.answers, asked) ? table.answers[asked] : table.otherwise;
}

/**
 * Adds or replaces one call's rule (last), keeping earlier rules for other calls and `*`.
 * @param {readonly Rule[]} rules
 * @param {Rule} rule
 * @returns {Rule[]}
 */
export function withRule(rules, rule) {
  return [...rules.filter((existing) => existing.target !== rule.target), rule];
}

/**
 * One call back to its first example: its own rule goes, and where a `*` rule still covers it, an empty
 * rule keeps it on the first example.
 * @param {readonly Rule[]} rules
 * @param {string} target
 * @returns {Rule[]}
 */
export function withoutRule(rules, target) {
  const rest = rules.filter((existing) => existing.target !== target);
  return rest.some((rule) => rule.target === EVERY_CALL) ? [...rest, { target, prefer: '' }] : rest;
}

/**
 * The rules as the console's link carries them: `QUERY_BALANCE:code=500,*:example=tokenExpired`; a rule
 * that waits for a call ends in `@<call>`.
 * @param {readonly Rule[]} rules
 */
export function encodeRules(rules) {
  return rules
    .map((rule) => `${rule.target}:${rule.prefer}${rule.after === undefined ? '' : `@${rule.after}`}`)
    .join(',');
}

/**
 * Reads a link's rules; anything that is not a rule is dropped, so a mangled link cannot send Prism a
 * header it does not understand.
 * @param {string} text
 * @returns {Rule[]}
 */
export function decodeRules(text) {
  /** @type {Rule[]} */
  const rules = [];
  for (const part of text.split(',')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const answer = part.slice(colon + 1).trim();
    const at = answer.indexOf('@');
    /** @type {Rule} */
    const rule = { target: part.slice(0, colon).trim(), prefer: at < 0 ? answer : answer.slice(0, at) };
    if (at >= 0) rule.after = answer.slice(at + 1);
    if (isRule(rule)) rules.push(rule);
  }
  return rules;
}

/** The console's cookie: names the browser whose choices and log the demo server keeps. */
export const BROWSER_COOKIE = 'bluecat-mock';
const BROWSER_ID = /^[0-9a-f]{24}$/;

/**
 * The browser's id from a Cookie header, when it has a well-formed one.
 * @param {string | undefined} cookieHeader
 * @returns {string | undefined}
 */
export function browserIdFrom(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && value !== undefined && BROWSER_ID.test(value)) return value;
  }
  return undefined;
}

/**
 * The Cookie header without the console's cookie, for the API behind the demo server (a real one in
 * proxy mode has no business with it). Undefined when nothing is left.
 * @param {string | undefined} cookieHeader
 */
export function withoutBrowserCookie(cookieHeader) {
  const kept = String(cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${BROWSER_COOKIE}=`));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * A new browser id's Set-Cookie: for the whole origin (the apps' /api calls carry it), a year, not for scripts.
 * @param {string} id
 */
export function browserCookie(id) {
  return `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;
}

/** @returns {string} */
export function newBrowserId() {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
