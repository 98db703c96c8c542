/**
 * The reporter, loaded late and only with a tracker named: it takes the queued reports and every later
 * one, scrubs them, adds the app, route and release, and hands them to the batcher, which sends each as
 * a Sentry envelope (envelope.ts) to the host's tunnel; and it measures the page's web vitals (LCP, FCP,
 * INP, CLS, TTFB) with web-vitals, for the address the page was opened at. What the last page of the tab
 * could not send as it went is sent first, once.
 */
import { randomHex } from '@bluecat/api/transport';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { pageRelease } from '../new-release.ts';
import { createBatcher, type FieldReport, sendKept } from './batcher.ts';
import { envelopeOf, eventOf, kernelOf, type PageContext, transactionOf } from './envelope.ts';
import { drainInto, type ReportFields, report } from './queue.ts';
import { routeOf, scrub } from './scrub.ts';
import type { ReportConfig } from './start.ts';

export function toReport(
  app: string,
  kind: FieldReport['kind'],
  fields: ReportFields,
  time: number,
): FieldReport {
  const out: FieldReport = {
    kind,
    app,
    route: routeOf(window.location.pathname),
    release: pageRelease() ?? '',
    time,
  };
  for (const [key, value] of Object.entries(fields)) {
    // What every report carries is the reporter's to say, never a field's.
    if (value === undefined || key === 'kind' || key === 'app' || key === 'release' || key === 'time')
      continue;
    out[key] = typeof value === 'string' ? (key === 'route' ? routeOf(value) : scrub(value)) : value;
  }
  return out;
}

/** The share of page views whose vitals are sent, when the setting names none (or no number in 0–1). */
export const DEFAULT_VITALS_RATE = 0.1;

export function vitalsRateOf(config: ReportConfig): number {
  const rate = config.vitalsRate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_RATE;
}

/** The page's context of every envelope: the setting's environment, the engine, the page load's trace. */
export function pageContext(config: ReportConfig): PageContext {
  return {
    environment:
      typeof config.environment === 'string' && config.environment ? config.environment : 'production',
    kernel: kernelOf(navigator.userAgent),
    trace: randomHex(16),
  };
}

/** Reports as the envelope sent: the vitals of a page load as its transaction, any other as an event. */
export function encoder(page: PageContext) {
  return (reports: readonly FieldReport[]): string =>
    envelopeOf(
      reports[0]?.kind === 'vital' ? transactionOf(reports, page) : eventOf(reports[0] as FieldReport, page),
    );
}

export function installReporter(app: string, config: ReportConfig): void {
  sendKept(config.url);
  const batcher = createBatcher({
    url: config.url,
    vitalsRate: vitalsRateOf(config),
    encode: encoder(pageContext(config)),
  });
  drainInto((kind, fields, time) => batcher.add(toReport(app, kind, fields, time)));
  if (!batcher.vitalsIn) return;
  // Vitals belong to the page load: they name the address it opened at, even when sent after a move.
  const route = window.location.pathname;
  const vital = (metric: { name: string; value: number; rating: string }) =>
    report('vital', {
      route,
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
    });
  onLCP(vital);
  onFCP(vital);
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);
}
