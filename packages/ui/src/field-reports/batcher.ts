/**
 * How reports leave the phone: collected into batches, one POST per batch, `navigator.sendBeacon` where
 * the engine has it (it survives the page going away), else `fetch` with keepalive, else XHR. A batch is
 * sent once: a collector that is down (500, or no answer) loses it, and nothing on the page changes.
 */
import type { ReportKind } from './queue.ts';

/** One report as the collector receives it (docs/operating.md, "Reports from phones"). */
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
  /** Sends one body; the default is sendBeacon, else fetch keepalive, else XHR. */
  send?: (url: string, body: string) => void;
  /** The page whose hiding flushes the batch. */
  target?: Window;
}

/** A batch goes when it holds this many reports, … */
export const BATCH_SIZE = 10;
/** … or this long after its first report, or when the page is hidden or left. */
export const BATCH_DELAY_MS = 3000;
/** A page in an error loop sends no more than this many reports in all. */
export const PAGE_LIMIT = 60;

export function sendOnce(url: string, body: string): void {
  try {
    // text/plain: the one body type every engine's sendBeacon accepts without a preflight.
    const nav = navigator as Navigator & { sendBeacon?: (url: string, data: Blob) => boolean };
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, new Blob([body], { type: 'text/plain' })))
      return;
    if (typeof fetch === 'function') {
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      );
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.send(body);
  } catch {
    // A report never becomes an error of its own.
  }
}

export function createBatcher(options: BatcherOptions) {
  const send = options.send ?? sendOnce;
  const target = options.target ?? window;
  // Sampled per page view, so a sampled page sends all its vitals and the others none.
  const vitalsIn = (options.random ?? Math.random)() < options.vitalsRate;
  const seen = new Set<string>();
  let pending: FieldReport[] = [];
  let counted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const body = JSON.stringify({ v: 1, reports: pending });
    pending = [];
    send(options.url, body);
  }

  function add(report: FieldReport): void {
    if (report.kind === 'vital' && !vitalsIn) return;
    // The same failure at the same place is one report per page view, however often it repeats.
    const key = `${report.kind}|${report.route}|${report.message ?? ''}|${report.call ?? ''}|${report.name ?? ''}`;
    if (seen.has(key) || counted >= PAGE_LIMIT) return;
    seen.add(key);
    counted += 1;
    pending.push(report);
    // A page already hidden may never run a timer again: what arrives then (the vitals web-vitals
    // reports as the page goes) leaves at once.
    if (pending.length >= BATCH_SIZE || target.document.visibilityState === 'hidden') flush();
    else if (timer === undefined) timer = setTimeout(flush, BATCH_DELAY_MS);
  }

  target.addEventListener('pagehide', flush);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });

  return { add, flush, vitalsIn };
}
