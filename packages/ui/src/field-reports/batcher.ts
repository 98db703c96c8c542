/**
 * How reports leave the phone: collected for a while, then each sent as one envelope (envelope.ts) in one
 * POST, `navigator.sendBeacon` where the engine has it (it survives the page going away), else `fetch`
 * with keepalive, else XHR. An envelope is sent once: a tracker that is down (500, or no answer) loses
 * it, and nothing on the page changes. One the browser refuses to queue as the page goes (sendBeacon
 * answers false) is kept in the tab (`KEPT_REPORTS`, at most KEPT_LIMIT) and sent once by the next page.
 */
import type { ReportKind } from './queue.ts';

/** One report as the reporter builds it, before it becomes an envelope (envelope.ts). */
export interface FieldReport {
  kind: ReportKind;
  app: string;
  route: string;
  release: string;
  time: number;
  [field: string]: string | number | undefined;
}

export interface BatcherOptions {
  url: string;
  /** The share of page views whose web vitals are sent (0–1); every error is sent. */
  vitalsRate: number;
  random?: () => number;
  /** A report as the envelope that is sent (envelope.ts); the vitals of a page load come as one array. */
  encode: (reports: readonly FieldReport[]) => string;
  /**
   * Sends one body; the default is sendBeacon, else fetch keepalive, else XHR. `leaving`: the page is
   * going; false back means the browser refused it then, and the body is kept for the next page.
   */
  send?: (url: string, body: string, leaving: boolean) => boolean;
  /** The page whose hiding flushes the batch. */
  target?: Window;
}

/** The reports collected go when they are this many, … */
export const BATCH_SIZE = 10;
/** … or this long after the first of them, or when the page is hidden or left. */
export const BATCH_DELAY_MS = 3000;
/**
 * A page in an error loop sends no more than this many reports in all: each is a POST of its own, and
 * the host takes bursts of 30 from an address (deploy/nginx/report-guard.conf.template).
 */
export const PAGE_LIMIT = 25;
/** The tab's one slot for the envelopes refused as a page went, sent once by the next page. */
export const KEPT_REPORTS = 'bluecat:kept-reports';
/** What the slot holds at most (characters of its JSON); what does not fit is dropped. */
export const KEPT_LIMIT = 16 * 1024;

/**
 * Sends one body once. True when it went, or is on its way; false only when the page is `leaving` and
 * the browser refused to queue the beacon (its quota for a page that goes is full).
 */
export function sendOnce(url: string, body: string, leaving = false): boolean {
  try {
    // text/plain: the one body type every engine's sendBeacon accepts without a preflight.
    const nav = navigator as Navigator & { sendBeacon?: (url: string, data: Blob) => boolean };
    if (typeof nav.sendBeacon === 'function') {
      if (nav.sendBeacon(url, new Blob([body], { type: 'text/plain' }))) return true;
      // A page that goes has no time for another try; fetch's keepalive shares the beacon's quota.
      if (leaving) return false;
    }
    if (typeof fetch === 'function') {
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      );
      return true;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.send(body);
  } catch {
    // A report never becomes an error of its own.
  }
  return true;
}

/** Keeps what a going page could not send, in the one slot, within KEPT_LIMIT. */
function keep(bodies: readonly string[]): void {
  try {
    const kept: string[] = JSON.parse(sessionStorage.getItem(KEPT_REPORTS) ?? '[]');
    let size = JSON.stringify(kept).length;
    for (const body of bodies) {
      size += body.length + 8;
      if (size > KEPT_LIMIT) break;
      kept.push(body);
    }
    sessionStorage.setItem(KEPT_REPORTS, JSON.stringify(kept));
  } catch {
    // No storage (a private tab, a full quota): the reports are lost, as they would have been.
  }
}

/**
 * What the last page of this tab kept (`keep`), taken out of the slot before it is sent: each is sent
 * once, whatever comes of it, and never kept again.
 */
export function sendKept(url: string, send: (url: string, body: string) => unknown = sendOnce): void {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEPT_REPORTS) ?? '[]');
    sessionStorage.removeItem(KEPT_REPORTS);
  } catch {
    return;
  }
  if (Array.isArray(kept)) for (const body of kept) if (typeof body === 'string') send(url, body);
}

export function createBatcher(options: BatcherOptions) {
  const send = options.send ?? sendOnce;
  const target = options.target ?? window;
  // Sampled per page view, so a sampled page sends all its vitals and the others none.
  const vitalsIn = (options.random ?? Math.random)() < options.vitalsRate;
  const seen = new Set<string>();
  let pending: FieldReport[] = [];
  /** The page load's vitals, sent together as one transaction when the page is hidden. */
  let vitals: FieldReport[] = [];
  let counted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hidden = () => target.document.visibilityState === 'hidden';

  /** Sends what is collected; the vitals only as the page is hidden or goes, when they are complete. */
  function flush(leaving = hidden()): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const bodies = pending.map((report) => options.encode([report]));
    pending = [];
    if (leaving && vitals.length > 0) {
      bodies.push(options.encode(vitals));
      vitals = [];
    }
    const refused: string[] = [];
    for (const body of bodies) if (!send(options.url, body, leaving)) refused.push(body);
    if (refused.length > 0) keep(refused);
  }

  function add(report: FieldReport): void {
    if (report.kind === 'vital' && !vitalsIn) return;
    // The same failure at the same place is one report per page view, however often it repeats.
    const key = `${report.kind}|${report.route}|${report.message ?? ''}|${report.call ?? ''}|${report.name ?? ''}`;
    if (seen.has(key) || (report.kind !== 'vital' && counted >= PAGE_LIMIT)) return;
    seen.add(key);
    if (report.kind === 'vital') vitals.push(report);
    else {
      counted += 1;
      pending.push(report);
    }
    // A page already hidden may never run a timer again: an error that comes then leaves at once. The
    // vitals web-vitals reports as the page is hidden (CLS, INP, LCP, each from a listener of its own)
    // wait for the window's own listener below, which runs after them, so that they go as one
    // transaction; a timer sends them should no such event follow.
    if (pending.length >= BATCH_SIZE || (hidden() && report.kind !== 'vital')) flush();
    else if (report.kind === 'vital' && hidden()) setTimeout(() => flush(true));
    else if (timer === undefined && pending.length > 0) timer = setTimeout(() => flush(), BATCH_DELAY_MS);
  }

  target.addEventListener('pagehide', () => flush(true));
  // On the window, after the document's own listeners: web-vitals reports what it holds (CLS, INP, LCP)
  // as the page is hidden, and the transaction then holds it.
  target.addEventListener('visibilitychange', () => {
    if (hidden()) flush(true);
  });

  return { add, flush, vitalsIn };
}
