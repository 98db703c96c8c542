/**
 * Starts field reports after the first screen: a while after the page's load event, it reads the host's
 * run-time setting `/config/report.json` (`{ "url": "/__report" }`). Only when that names a collector is
 * the reporter (and web-vitals with it) loaded; otherwise nothing is loaded and nothing sent, and the few
 * reports queued meanwhile stay in memory. Kept this small because every first screen carries it.
 */

export const REPORT_CONFIG = '/config/report.json';

/** The host's setting as read; the reporter checks its rate. */
export interface ReportConfig {
  /** The host's tunnel the envelopes are posted to (`/__report/<project>`). */
  url: string;
  vitalsRate?: unknown;
  /** The tracker's environment of these reports (`production` when none). */
  environment?: unknown;
}

type LoadReporter = () => Promise<{ installReporter(app: string, config: ReportConfig): void }>;

/** After the load event and 2 s more: the first screen's own work is done by then. */
function afterFirstScreen(task: () => void): void {
  const later = () => setTimeout(task, 2000);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later);
}

export function startFieldReports(
  app: string,
  options: { fetch?: typeof fetch; load?: LoadReporter; later?: (task: () => void) => void } = {},
): Promise<boolean> {
  return new Promise((resolve) =>
    (options.later ?? afterFirstScreen)(() => {
      (options.fetch ?? fetch)(REPORT_CONFIG, { cache: 'no-store', credentials: 'same-origin' })
        .then((response) => (response.ok ? response.json() : null))
        .then(async (config: ReportConfig | null) => {
          if (!config || typeof config.url !== 'string' || !config.url) return resolve(false);
          // Named, so a measurement of the first screen can tell this later load apart (bench/lighthouse.mjs).
          const load =
            options.load ?? (() => import(/* webpackChunkName: "field-reporter" */ './reporter.ts'));
          (await load()).installReporter(app, config);
          resolve(true);
        })
        // An unreadable setting, or a reporter that failed to load: nothing is reported, never a page error.
        .catch(() => resolve(false));
    }),
  );
}
