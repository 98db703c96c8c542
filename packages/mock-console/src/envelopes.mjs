/**
 * The demo stack's viewer of field reports reads what a tracker reads: Sentry envelopes (a header line,
 * then an item header and its payload per item), as the apps post them to the tunnel
 * (packages/ui/src/field-reports/envelope.ts). Each event or transaction becomes one kept report, the
 * row the console's 现场报告 view shows: its kind, app, route, release and what it says, with the item
 * as a tracker stores it under `event`.
 */

/** The demo's tunnel, as its /config/report.json names it: `/__report/<project>` (docs/operating.md). */
export const DEMO_TUNNEL = /^\/__report\/(\d+)$/;
/** The demo's one project: a tunnel path naming another is refused, as deploy/nginx refuses it. */
export const DEMO_PROJECT = '1';

/** The text of what an event says: its exception, or its message. */
function said(event) {
  const exception = event.exception?.values?.[0];
  if (exception) return `${exception.type}: ${exception.value}`;
  return typeof event.message === 'string' ? event.message : (event.message?.formatted ?? '');
}

/**
 * The events and transactions of one envelope as kept reports; none for a text that is not one, or
 * whose header names a DSN (the tunnel forwards to its own project only).
 * @param {string} text @returns {object[]}
 */
export function keptFromEnvelope(text) {
  const lines = text.split('\n');
  let header;
  try {
    header = JSON.parse(lines[0] ?? '');
  } catch {
    return [];
  }
  if (!header || typeof header !== 'object' || 'dsn' in header) return [];
  const kept = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    let item;
    let event;
    try {
      item = JSON.parse(lines[i]);
      event = JSON.parse(lines[i + 1]);
    } catch {
      break;
    }
    if (!event || typeof event !== 'object') continue;
    const tags = event.tags ?? {};
    const common = {
      app: tags.app,
      route: tags.route,
      release: event.release,
      environment: event.environment,
      kernel: tags.kernel,
      trace: event.contexts?.trace?.trace_id,
    };
    if (item?.type === 'transaction') {
      kept.push({
        kind: 'vital',
        ...common,
        time: Math.round(Number(event.timestamp) * 1000),
        measurements: event.measurements ?? {},
        event,
      });
    } else if (item?.type === 'event') {
      kept.push({
        kind: tags.kind ?? 'event',
        ...common,
        time: Math.round(Number(event.timestamp) * 1000),
        message: said(event),
        ...(event.extra ?? {}),
        frames: event.exception?.values?.[0]?.stacktrace?.frames?.length ?? 0,
        event,
      });
    }
  }
  return kept;
}
