import { CALLS } from '@bluecat/api/calls';
import { STORAGE_KEYS } from '@bluecat/api/storage';
import { targetMatches } from '@bluecat/mock-console/scenarios';
import type { Page, Route, TestInfo } from '@playwright/test';
import {
  type ClipException,
  installTextZoom,
  type ReflowProblem,
  readScreen,
  type ScreenFindings,
  type SmallTarget,
} from '../fixtures/text-zoom.ts';

/** One way of reading a screen: a phone width, WeChat's text size, and the tap-target sizes it needs. */
export interface Reading {
  name: string;
  width: number;
  zoom: number;
  /**
   * The size applied as X5 kernels apply it, the root's size included (e2e/fixtures/text-zoom.ts); its
   * text must be no smaller than in the reading before it, the same size as a Chromium text zoom.
   */
  x5?: boolean;
  /** Tap targets to hold to a size in this reading; reflow is checked in every reading. */
  targets?: { least: number; main?: string; mainLeast?: number };
}

/**
 * An address to read, and the answers its calls get: each pick names a call as the mock console does
 * (a call name, a path's last segment or a full path) and the `Prefer` header Prism is sent for it
 * (`example=<name>` or `code=<status>` of the contract), so empty and error states are read too.
 */
export interface Address {
  open: string;
  picks?: ReadonlyArray<readonly [call: string, prefer: string]>;
}

/** How the report names an address: with its picks, if any. */
export function addressName({ open, picks }: Address): string {
  return picks?.length ? `${open} [${picks.map(([call, prefer]) => `${call}: ${prefer}`).join(', ')}]` : open;
}

/** WCAG 2.2's least target size, held at every text size of the normal mode. */
const TARGETS = { least: 24 };

/**
 * The normal mode: the text size set by default, then WeChat's two larger sizes, each as a Chromium text
 * zoom and then as X5 applies it; tap targets in each. Each X5 reading follows its Chromium twin, at the
 * same width (inWidthOrder reads them width by width).
 */
export const NORMAL_READINGS: Reading[] = [
  { name: 'text ×1 at 375 px', width: 375, zoom: 1, targets: TARGETS },
  { name: 'text ×2 at 375 px', width: 375, zoom: 2, targets: TARGETS },
  { name: 'X5 text ×2 at 375 px', width: 375, zoom: 2, x5: true, targets: TARGETS },
  { name: 'text ×1.4 at 320 px', width: 320, zoom: 1.4, targets: TARGETS },
  { name: 'X5 text ×1.4 at 320 px', width: 320, zoom: 1.4, x5: true, targets: TARGETS },
];

/** 关怀版's main controls: the home's tiles, primary buttons, the tab bar. */
const CARE_MAIN =
  '.care-home__tile, .tile-grid__tile, .bc-tab-bar-tab, .bc-button--primary.bc-button--solid, .block-button--primary, .recharge-button';

/** 关怀版: its own sizes on a small phone, then WeChat's care size (×1.4) on top of them, both ways. */
export const CARE_READINGS: Reading[] = [
  { name: '关怀版 at 320 px', width: 320, zoom: 1, targets: { least: 44, main: CARE_MAIN, mainLeast: 60 } },
  { name: '关怀版, text ×1.4 at 320 px', width: 320, zoom: 1.4 },
  { name: '关怀版, X5 text ×1.4 at 320 px', width: 320, zoom: 1.4, x5: true },
];

/**
 * Elements that clip text by design, each with its reason. Text they hold that is partly out of view is
 * not counted as cut.
 */
export const CLIP_EXCEPTIONS: ClipException[] = [
  { selector: '.nut-noticebar', reason: 'a notice that scrolls its text through by design' },
  { selector: '.hotline-notice__window', reason: 'the 客服热线 notice scrolls its text through by design' },
];

/**
 * A document of the app's origin that runs no app script: there the storage can be emptied. A missing
 * file under static/ is answered as plain text, never as the app's page.
 */
const STILL_DOCUMENT = '/static/still-document.txt';

/**
 * The tab's name while the next document is to start on an empty storage: a script of every document
 * (before the app's) empties it then. The name stays with the tab from one page of the app's origin to
 * the next, so an address opened from the app's last one needs no page in between.
 */
const FRESH_STORAGE = 'text-size-sweep:fresh-storage';

function emptyStorageIfAsked(mark: string): void {
  if (window.name !== mark) return;
  window.name = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/** Requests under way in the page, so a screen is read once its chunks and data are in. */
interface Network {
  /** Resolves once no request has been under way for `quietMs`, or after `atMostMs` whatever happens. */
  quiet(quietMs: number, atMostMs: number): Promise<void>;
}

function trackRequests(page: Page): Network {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  page.on('request', () => {
    inFlight += 1;
    changed();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (quietMs, atMostMs) =>
      new Promise<void>((resolve) => {
        const deadline = Date.now() + atMostMs;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        // Timed here, not polled in the page: each request's start and end restarts the count.
        function check() {
          clearTimeout(timer);
          const left = deadline - Date.now();
          if (left <= 0) finish();
          else timer = setTimeout(finish, inFlight === 0 ? Math.min(quietMs, left) : left);
        }
        listeners.add(check);
        check();
      }),
  };
}

/** The screen is up: its heading shown and its calls answered (readScreen then waits two frames). */
async function settle(page: Page, network: Network): Promise<void> {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await network.quiet(150, 5_000);
}

/**
 * Opens `address` on an empty storage and no cookies, the browser cache kept; `origin` is the app's, once
 * known. Returns the app's origin.
 */
async function openFresh(page: Page, address: string, origin: string | undefined): Promise<string> {
  await page.context().clearCookies();
  const shown = page.url();
  if (origin !== undefined && shown.startsWith(`${origin}/`)) {
    await page.evaluate((mark) => {
      window.name = mark;
    }, FRESH_STORAGE);
  } else {
    // Not on the app's origin (the first address, or a provider's page): the name would not carry over.
    await page.goto(STILL_DOCUMENT);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }
  const app = new URL(page.url()).origin;
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  return app;
}

/**
 * The readings of one address, grouped by width and started at the width the tab has, so the phone is
 * resized once per address. A reading's X5 twin follows it, within its group.
 */
function inWidthOrder(readings: Reading[], width: number | undefined): Reading[] {
  const widths = [...new Set(readings.map((reading) => reading.width))];
  const first = widths.includes(width as number) ? (width as number) : (widths[0] as number);
  const order = [first, ...widths.filter((each) => each !== first)];
  return order.flatMap((each) => readings.filter((reading) => reading.width === each));
}

export interface AddressResult {
  address: string;
  reading: string;
  problems: ReflowProblem[];
  targets: SmallTarget[];
}

/** A call to the API behind the app's host. */
const API_CALL = /^https?:\/\/[^/]+\/api\//;
const CALL_PATHS: Record<string, string> = Object.fromEntries(
  Object.entries(CALLS).map(([name, call]) => [name, call.path]),
);

/**
 * Opens each address in one tab (a fresh storage each time, the browser cache kept) and reads it in each
 * reading: the phone width and the text zoom change on the screen shown, as turning WeChat's setting does,
 * and each reading is one call into the page (readScreen).
 */
export async function sweep(
  page: Page,
  addresses: ReadonlyArray<string | Address>,
  readings: Reading[],
  { signIn, care = false }: { signIn: (page: Page) => Promise<void>; care?: boolean },
): Promise<AddressResult[]> {
  await page.addInitScript(emptyStorageIfAsked, FRESH_STORAGE);
  await page.addInitScript(installTextZoom);
  if (care) {
    await page.addInitScript((key: string) => window.localStorage.setItem(key, '1'), STORAGE_KEYS.careMode);
  }
  await signIn(page);
  const network = trackRequests(page);
  let origin: string | undefined;
  const results: AddressResult[] = [];
  let picks: Address['picks'] = [];
  const answer = async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    const chosen = [...(picks ?? [])]
      .reverse()
      .find(([target]) => targetMatches(pathname, target, CALL_PATHS));
    if (!chosen) await route.fallback();
    else await route.fallback({ headers: { ...request.headers(), prefer: chosen[1] } });
  };
  for (const entry of addresses) {
    const address = typeof entry === 'string' ? { open: entry } : entry;
    const order = inWidthOrder(readings, page.viewportSize()?.width);
    const first = order[0] as Reading;
    if (page.viewportSize()?.width !== first.width)
      await page.setViewportSize({ width: first.width, height: 640 });
    // Only an address with picks routes its calls through this process.
    picks = address.picks;
    if (picks?.length) await page.route(API_CALL, answer);
    origin = await openFresh(page, address.open, origin);
    await settle(page, network);
    const found = new Map<Reading, ScreenFindings>();
    for (const reading of order) {
      if (page.viewportSize()?.width !== reading.width)
        await page.setViewportSize({ width: reading.width, height: 640 });
      found.set(
        reading,
        await page.evaluate(readScreen, {
          zoom: reading.zoom,
          x5: reading.x5 === true,
          exceptions: CLIP_EXCEPTIONS,
          sizes: reading.x5 ? ('compare' as const) : ('record' as const),
          targets: reading.targets,
        }),
      );
    }
    // Reported in the readings' own order, whichever order they were read in.
    for (const reading of readings) {
      results.push({
        address: addressName(address),
        reading: reading.name,
        ...(found.get(reading) as ScreenFindings),
      });
    }
    if (picks?.length) await page.unroute(API_CALL, answer);
  }
  return results;
}

/** A report of the sweep: clean addresses per reading, then each finding by address. */
export function describeResults(results: AddressResult[]): string {
  const readings = [...new Set(results.map((result) => result.reading))];
  const lines: string[] = [];
  for (const reading of readings) {
    const of = results.filter((result) => result.reading === reading);
    const clean = of.filter((result) => result.problems.length === 0 && result.targets.length === 0);
    lines.push(`${reading}: ${clean.length} of ${of.length} addresses clean`);
  }
  for (const result of results) {
    if (result.problems.length === 0 && result.targets.length === 0) continue;
    lines.push(`${result.address} (${result.reading})`);
    for (const problem of result.problems)
      lines.push(`  ${problem.kind}: ${problem.where} — ${problem.detail}`);
    for (const target of result.targets)
      lines.push(`  tap target under ${target.needs} px: ${target.where} ${target.size}`);
  }
  return lines.join('\n');
}

/** How many problems and small targets the sweep found. */
export function findings(results: AddressResult[]): number {
  return results.reduce((sum, result) => sum + result.problems.length + result.targets.length, 0);
}

/** Attaches the report to the test and returns it. */
export async function report(testInfo: TestInfo, name: string, results: AddressResult[]): Promise<string> {
  const text = describeResults(results);
  await testInfo.attach(name, { body: text, contentType: 'text/plain' });
  return text;
}

/** What a page opened with WeChat's font setting already up draws before the app's own scripts run. */
export interface FirstDrawn {
  /** One rem in px, as a box sized in rem measures it. */
  rem: number;
  /** The body text's font size in px. */
  text: number;
}

/**
 * Opens `address` on a 375 px phone whose X5 kernel applies the text size `zoom`, and reads the rem base
 * and the body text as the document is parsed, before any deferred script (the app) runs: what the first
 * screen's frame is drawn with.
 */
export async function openUnderX5(
  page: Page,
  address: string,
  zoom: number,
  signIn: (page: Page) => Promise<void>,
): Promise<FirstDrawn> {
  await page.addInitScript(installTextZoom, { zoom, x5: true });
  await page.addInitScript(() => {
    // 'interactive' comes once the document is parsed, before its deferred scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const probe = document.createElement('div');
      probe.style.cssText = 'position:absolute;visibility:hidden;width:10rem';
      document.body.append(probe);
      const drawn = {
        rem: probe.getBoundingClientRect().width / 10,
        text: Number.parseFloat(getComputedStyle(document.body).fontSize),
      };
      probe.remove();
      (window as unknown as { __firstDrawn: FirstDrawn }).__firstDrawn = drawn;
    });
  });
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto(address);
  return page.evaluate(() => (window as unknown as { __firstDrawn: FirstDrawn }).__firstDrawn);
}
