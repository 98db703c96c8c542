/**
 * The reporter, loaded late and only with a collector named: it takes the queued reports and every later
 * one, scrubs them, adds the app, route and release, and hands them to the batcher; and it measures the
 * page's web vitals (LCP, INP, CLS, TTFB) with web-vitals, for the address the page was opened at.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { pageRelease } from '../new-release.ts';
import { createBatcher, type FieldReport } from './batcher.ts';
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

export function installReporter(app: string, config: ReportConfig): void {
  const batcher = createBatcher({ url: config.url, vitalsRate: vitalsRateOf(config) });
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
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);
}
