/**
 * What the mock console keeps per browser, in the demo server's memory: its rules and a log of its last
 * API calls. Both are bounded (browsers kept, entries per log), so a long-running demo host stays small.
 */

import { maskIdNumbers } from './masking.mjs';

/**
 * @typedef {import('./scenarios.mjs').Rule} Rule
 * @typedef {{ location: string[]; message: string; severity: string }} Violation
 * @typedef {{
 *   seq: number; time: number; method: string; path: string; call: string; prefer: string;
 *   request: string; status: number; code: string; msg: string; violations: Violation[];
 * }} LogEntry
 */

/**
 * @param {{ maxBrowsers?: number; maxLog?: number }} [limits]
 */
export function createBrowsers({ maxBrowsers = 50, maxLog = 100, maxReports = 100 } = {}) {
  /** Map order is recency: the first entry is the browser unseen the longest, dropped first. */
  /** @type {Map<string, { rules: Rule[]; log: LogEntry[]; seq: number; reports: object[] }>} */
  const browsers = new Map();

  /** @param {string} id */
  function touch(id) {
    let browser = browsers.get(id);
    if (browser) browsers.delete(id);
    else browser = { rules: [], log: [], seq: 0, reports: [] };
    browsers.set(id, browser);
    while (browsers.size > maxBrowsers) {
      const oldest = browsers.keys().next().value;
      if (oldest === undefined) break;
      browsers.delete(oldest);
    }
    return browser;
  }

  return {
    /** @param {string} id @returns {readonly Rule[]} */
    rules(id) {
      return browsers.get(id)?.rules ?? [];
    },
    /** @param {string} id @param {Rule[]} rules */
    setRules(id, rules) {
      touch(id).rules = rules;
    },
    /**
     * @param {string} id
     * @param {Omit<LogEntry, 'seq'>} entry
     * @returns {LogEntry}
     */
    record(id, entry) {
      const browser = touch(id);
      browser.seq += 1;
      const logged = { seq: browser.seq, ...entry };
      browser.log.unshift(logged);
      if (browser.log.length > maxLog) browser.log.length = maxLog;
      return logged;
    },
    /** Newest first. @param {string} id @returns {readonly LogEntry[]} */
    log(id) {
      return browsers.get(id)?.log ?? [];
    },
    /** @param {string} id */
    clearLog(id) {
      const browser = touch(id);
      browser.log = [];
      browser.reports = [];
    },
    /**
     * The field reports a page of this browser sent (POST /__report), kept as they arrived: what the
     * page's own scrubbing left is what the console shows. Newest first.
     * @param {string} id @param {object[]} reports
     */
    addReports(id, reports) {
      const browser = touch(id);
      browser.reports.unshift(...reports.slice().reverse());
      if (browser.reports.length > maxReports) browser.reports.length = maxReports;
    },
    /** Newest first. @param {string} id @returns {readonly object[]} */
    reports(id) {
      return browsers.get(id)?.reports ?? [];
    },
    get size() {
      return browsers.size;
    },
  };
}

/** @param {unknown} value @returns {Violation[]} */
function asViolations(value) {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item) => typeof item === 'object' && item !== null)
    .map((item) => ({
      location: Array.isArray(item.location) ? item.location.map(String) : [],
      message: String(item.message ?? ''),
      severity: String(item.severity ?? 'Error'),
    }));
}

/**
 * Prism's verdict on one call: the violations of its `sl-violations` header (request and response, each
 * located from `request` or `response`), else those of its problem answer (the 422 of a request that
 * breaks the contract, the 500 of `--errors`), located in the request or response likewise.
 * @param {number} status
 * @param {string | undefined} header  the `sl-violations` header
 * @param {unknown} body  the parsed answer
 * @returns {Violation[]}
 */
export function violationsOf(status, header, body) {
  if (header) {
    // Prism cuts a long list and says so in front of it; what is left is still worth showing.
    const json = header.slice(header.indexOf('['));
    try {
      const listed = asViolations(JSON.parse(json));
      if (listed.length > 0) return listed;
    } catch {
      return [{ location: ['response'], message: header.slice(0, 500), severity: 'Error' }];
    }
  }
  if (typeof body !== 'object' || body === null || !('validation' in body)) return [];
  const side = status === 422 ? 'request' : 'response';
  return asViolations(/** @type {{ validation: unknown }} */ (body).validation).map((violation) => ({
    ...violation,
    location: violation.location[0] === side ? violation.location : [side, ...violation.location],
  }));
}

/**
 * The envelope's code and msg, or for another answer (a 500's text, a problem) its title or first words.
 * A backend's message may quote the ID number it refused (身份证…不匹配): it is masked as a request's is.
 * @param {unknown} body
 * @param {string} text
 */
export function answerOf(body, text) {
  if (typeof body === 'object' && body !== null) {
    const record = /** @type {Record<string, unknown>} */ (body);
    if ('code' in record) return { code: String(record.code), msg: maskIdNumbers(String(record.msg ?? '')) };
    if (typeof record.title === 'string') return { code: '', msg: maskIdNumbers(record.title) };
  }
  return { code: '', msg: maskIdNumbers(text.trim().slice(0, 200)) };
}
