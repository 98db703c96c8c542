/**
 * Field reports in Sentry's envelope protocol, which Sentry (hosted or self-hosted), GlitchTip and
 * Bugsink take (docs/operating.md, "Reports from phones"): a header line, an item header line and the
 * item's JSON, one envelope per event, as the protocol allows one event or transaction per envelope.
 * Errors, rejections, failed files, error pages and call failures are `event`s; a page load's web
 * vitals are one `transaction` with measurements. Every text here comes already scrubbed (reporter.ts);
 * the envelope's header names no DSN: the host's tunnel adds the project's key (deploy/nginx).
 */
import { randomHex } from '@bluecat/api/transport';
import type { FieldReport } from './batcher.ts';

/** What names the reporter to a tracker (its SDK list). */
export const SDK = { name: 'bluecat.field-reports', version: '2.0.0' } as const;

export type Kernel = 'X5' | 'XWEB' | 'WKWebView' | 'other';

/**
 * The web engine a page runs in, from its user agent: WeChat on Android renders with XWEB (`XWEB/`) or,
 * on older installs, Tencent's X5 (`TBS/` or `MQQBrowser`); WeChat and other apps on iOS with
 * WKWebView (AppleWebKit without `Safari/`, or with `MicroMessenger`).
 */
export function kernelOf(ua: string): Kernel {
  if (/XWEB\//.test(ua)) return 'XWEB';
  if (/MicroMessenger/i.test(ua) && /Android/i.test(ua) && /TBS\/|MQQBrowser/i.test(ua)) return 'X5';
  if (
    /iPhone|iPad/.test(ua) &&
    /AppleWebKit/.test(ua) &&
    (!/Safari\//.test(ua) || /MicroMessenger/i.test(ua))
  )
    return 'WKWebView';
  return 'other';
}

export interface Frame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

/** Chrome's `    at fn (url:line:col)` or `    at url:line:col`. */
const CHROME_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
/** WebKit's `fn@url:line:col` or `url:line:col`. */
const WEBKIT_FRAME = /^\s*(?:(.*?)@)?(\S+?):(\d+):(\d+)\s*$/;
/** A stack holds no more frames than this in a report. */
const MAX_FRAMES = 30;

/**
 * The frames of a stack where the engine gives them, oldest first as the protocol orders them; none
 * for a stack of another form. A frame of the page's own origin is `in_app`.
 */
export function framesOf(stack: string | undefined, origin = location.origin): Frame[] {
  if (!stack) return [];
  const chrome = /^\s*at /m.test(stack);
  const frames: Frame[] = [];
  for (const line of stack.split('\n')) {
    const match = (chrome ? CHROME_FRAME : WEBKIT_FRAME).exec(line);
    if (!match || frames.length >= MAX_FRAMES) continue;
    const [, fn, filename = '', lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: filename.indexOf(origin) === 0,
    });
  }
  return frames.reverse();
}

/** What every event and transaction of a page carries. */
export interface PageContext {
  environment: string;
  kernel: Kernel;
  /** The page load's trace: its transaction's, and that of an event with no call of its own. */
  trace: string;
}

/** A report's fields that become the event's `extra`: what it says beyond what every report has. */
const COMMON = ['kind', 'app', 'route', 'release', 'time', 'message', 'stack', 'trace'];

/** `TypeError: x` (after Chrome's `Uncaught `) as its type and value. */
function exceptionOf(message: string, fallback: string): { type: string; value: string } {
  const match = /^(?:Uncaught )?((?:[A-Z]\w*)?(?:Error|Exception)): ?([\s\S]*)$/.exec(message);
  return match ? { type: match[1] as string, value: match[2] as string } : { type: fallback, value: message };
}

/** The title a report that is not an exception has (an error page, a call failure). */
function messageOf(report: FieldReport): string {
  if (report.kind === 'transport')
    return `${report.call} ${report.failure}${report.status === undefined ? '' : ` ${report.status}`}`;
  return `${report.title ?? ''}${report.message ? `: ${report.message}` : ''}`;
}

const MECHANISM: Partial<Record<FieldReport['kind'], string>> = {
  error: 'onerror',
  rejection: 'onunhandledrejection',
  chunk: 'chunk',
};

/** A report of anything but a vital as a Sentry event. */
export function eventOf(report: FieldReport, page: PageContext): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(report)) if (COMMON.indexOf(key) < 0) extra[key] = report[key];
  const mechanism = MECHANISM[report.kind];
  const body: Record<string, unknown> = mechanism
    ? {
        exception: {
          values: [
            {
              ...exceptionOf(
                String(report.message ?? ''),
                report.kind === 'chunk'
                  ? 'ChunkLoadError'
                  : report.kind === 'rejection'
                    ? 'UnhandledRejection'
                    : 'Error',
              ),
              mechanism: { type: mechanism, handled: report.kind === 'chunk' },
              ...(report.stack ? { stacktrace: { frames: framesOf(String(report.stack)) } } : {}),
            },
          ],
        },
      }
    : {
        message: messageOf(report),
        fingerprint: [report.kind, String(report.call ?? report.title ?? ''), String(report.failure ?? '')],
      };
  return {
    event_id: randomHex(16),
    timestamp: report.time / 1000,
    platform: 'javascript',
    level: report.kind === 'chunk' && report.outcome === 'new-release' ? 'warning' : 'error',
    release: report.release,
    environment: page.environment,
    transaction: report.route,
    tags: { app: report.app, route: report.route, kernel: page.kernel, kind: report.kind },
    contexts: { trace: { trace_id: String(report.trace ?? page.trace), span_id: randomHex(8) } },
    ...body,
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

/** Web vitals by web-vitals' name, as the protocol's measurements name them, with their unit. */
const MEASUREMENTS: Record<string, [name: string, unit: string]> = {
  LCP: ['lcp', 'millisecond'],
  FCP: ['fcp', 'millisecond'],
  CLS: ['cls', ''],
  INP: ['inp', 'millisecond'],
  TTFB: ['ttfb', 'millisecond'],
};

/** A page load's vitals (reports of kind `vital`, one route) as a page-load transaction. */
export function transactionOf(vitals: readonly FieldReport[], page: PageContext): Record<string, unknown> {
  const first = vitals[0] as FieldReport;
  const measurements: Record<string, { value: number; unit: string }> = {};
  for (const vital of vitals) {
    const known = MEASUREMENTS[String(vital.name)];
    if (known) measurements[known[0]] = { value: Number(vital.value), unit: known[1] };
  }
  const start = (performance.timeOrigin || Date.now() - performance.now()) / 1000;
  return {
    type: 'transaction',
    event_id: randomHex(16),
    platform: 'javascript',
    transaction: first.route,
    transaction_info: { source: 'route' },
    start_timestamp: start,
    timestamp: Math.max(start, Math.max(...vitals.map((vital) => vital.time)) / 1000),
    release: first.release,
    environment: page.environment,
    tags: { app: first.app, route: first.route, kernel: page.kernel },
    contexts: { trace: { trace_id: page.trace, span_id: randomHex(8), op: 'pageload', status: 'ok' } },
    spans: [],
    measurements,
  };
}

/** One envelope holding one item (an event, or a transaction when its `type` says so). */
export function envelopeOf(item: Record<string, unknown>): string {
  const header = { event_id: item.event_id, sent_at: new Date().toISOString(), sdk: SDK };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: item.type === 'transaction' ? 'transaction' : 'event' })}\n${JSON.stringify(item)}\n`;
}
