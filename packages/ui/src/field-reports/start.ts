/**
 * Starts field reports after the first screen: once the page has loaded and the main thread is idle, it
 * reads the host's run-time setting `/config/report.json` (`{ "url": "/__report" }`). Only when that names
 * a collector is the reporter (and web-vitals with it) loaded; otherwise nothing is loaded and nothing
 * sent, and the few reports queued meanwhile stay in memory.
 */
import { whenIdle } from '../when-idle.ts';

export const REPORT_CONFIG = '/config/report.json';

export interface ReportSettings {
  url: string;
  /** Default 0.1: one page view in ten sends its vitals. */
  vitalsRate: number;
}

/** The host's setting, or null when it names no collector (absent, empty, unreadable). */
export async function readReportSettings(fetchImpl: typeof fetch = fetch): Promise<ReportSettings | null> {
  try {
    const response = await fetchImpl(REPORT_CONFIG, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { url?: unknown; vitalsRate?: unknown };
    if (typeof body.url !== 'string' || !body.url) return null;
    const rate =
      typeof body.vitalsRate === 'number' && body.vitalsRate >= 0 && body.vitalsRate <= 1
        ? body.vitalsRate
        : 0.1;
    return { url: body.url, vitalsRate: rate };
  } catch {
    return null;
  }
}

type LoadReporter = () => Promise<{ installReporter(app: string, settings: ReportSettings): void }>;

export function startFieldReports(
  app: string,
  options: { fetch?: typeof fetch; load?: LoadReporter; later?: (task: () => void) => void } = {},
): Promise<boolean> {
  const load: LoadReporter = options.load ?? (() => import('./reporter.ts'));
  const later =
    options.later ??
    ((task: () => void) => {
      if (document.readyState === 'complete') whenIdle(task);
      else window.addEventListener('load', () => whenIdle(task), { once: true });
    });
  return new Promise((resolve) => {
    later(() => {
      void readReportSettings(options.fetch).then(async (settings) => {
        if (!settings) return resolve(false);
        try {
          (await load()).installReporter(app, settings);
          resolve(true);
        } catch {
          // A reporter that failed to load is one more report lost, never a page error.
          resolve(false);
        }
      });
    });
  });
}
