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

/**
 * A reporter whose file did not come, after the build's own retries, is asked for again at the page's
 * next uncaught error or rejection (the next page asks anew), no sooner than this after the last try …
 */
export const LOAD_AGAIN_AFTER_MS = 10_000;
/** … and no more than this many times a page in all. The queue keeps its reports meanwhile. */
export const LOAD_TRIES = 3;

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
        .then((config: ReportConfig | null) => {
          if (!config || typeof config.url !== 'string' || !config.url) return resolve(false);
          // Named, so a measurement of the first screen can tell this later load apart (bench/lighthouse.mjs).
          const load =
            options.load ?? (() => import(/* webpackChunkName: "field-reporter" */ './reporter.ts'));
          let tries = 0;
          let last = 0;
          let loading = false;
          const events = ['error', 'unhandledrejection'];
          const attempt = () => {
            if (loading || tries >= LOAD_TRIES || Date.now() - last < LOAD_AGAIN_AFTER_MS) return;
            loading = true;
            tries += 1;
            last = Date.now();
            load().then(
              (reporter) => {
                for (const type of events) removeEventListener(type, attempt);
                reporter.installReporter(app, config);
                resolve(true);
              },
              () => {
                loading = false;
                // The queued reports stay; the next error asks again (LOAD_AGAIN_AFTER_MS).
                if (tries === 1) for (const type of events) addEventListener(type, attempt);
                if (tries >= LOAD_TRIES) for (const type of events) removeEventListener(type, attempt);
                resolve(false);
              },
            );
          };
          attempt();
        })
        // An unreadable setting: nothing is reported, never a page error.
        .catch(() => resolve(false));
    }),
  );
}
