/**
 * The few bytes every page carries for field reports: `report()` hands a report to the reporter once it
 * is loaded (after the first screen, and only when the host names a collector), and until then keeps a
 * short queue of them on `window`, which the app's entry and the early script share. Nothing here sends.
 */

export type ReportKind = 'error' | 'rejection' | 'chunk' | 'error-page' | 'transport' | 'vital';
export type ReportFields = Record<string, string | number | undefined>;
export type ReportSink = (kind: ReportKind, fields: ReportFields, time: number) => void;

interface Holder {
  q: [ReportKind, ReportFields, number][];
  sink?: ReportSink;
  /** The error listeners are on (the early script and the entry both ask; the first one adds them). */
  on?: boolean;
}

/** A page that never loads the reporter keeps at most this many reports in memory. */
const QUEUE_LIMIT = 20;

function holder(): Holder {
  const w = window as unknown as { __bluecatReports?: Holder };
  if (!w.__bluecatReports) w.__bluecatReports = { q: [] };
  return w.__bluecatReports;
}

export function report(kind: ReportKind, fields: ReportFields): void {
  const h = holder();
  if (h.sink) h.sink(kind, fields, Date.now());
  else if (h.q.length < QUEUE_LIMIT) h.q.push([kind, fields, Date.now()]);
}

/** The reporter takes over: what was queued goes to it first, then every later report. */
export function drainInto(sink: ReportSink): void {
  const h = holder();
  h.sink = sink;
  const queued = h.q.splice(0);
  for (const [kind, fields, time] of queued) sink(kind, fields, time);
}

/**
 * Uncaught errors and unhandled rejections, from the first script on (the early script calls this). The
 * listeners stay for the page's life; the reporter receives what they saw through the queue. Added once.
 */
export function catchPageErrors(): void {
  const h = holder();
  if (h.on) return;
  h.on = true;
  addEventListener('error', (event) => {
    // A resource that failed (an image, a script tag) is an event without a message: the chunk and
    // the error page reports say what a missing file did to the page.
    if (event.message) report('error', { message: event.message, stack: event.error?.stack });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    report('rejection', { message: reason?.message ?? String(reason), stack: reason?.stack });
  });
}
