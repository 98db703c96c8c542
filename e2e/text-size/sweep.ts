import { STORAGE_KEYS } from '@bluecat/api/storage';
import type { Page, TestInfo } from '@playwright/test';
import {
  type ClipException,
  compareTextSizes,
  findReflowProblems,
  findSmallTargets,
  installTextZoom,
  type ReflowProblem,
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
 * The normal mode: tap targets at the text size set by default, then WeChat's two larger sizes, each as a
 * Chromium text zoom and then as X5 applies it. Ordered by width, so the phone is resized once.
 */
export const NORMAL_READINGS: Reading[] = [
  { name: 'text ×1 at 375 px', width: 375, zoom: 1, targets: { least: 24 } },
  { name: 'text ×2 at 375 px', width: 375, zoom: 2 },
  { name: 'X5 text ×2 at 375 px', width: 375, zoom: 2, x5: true },
  { name: 'text ×1.4 at 320 px', width: 320, zoom: 1.4 },
  { name: 'X5 text ×1.4 at 320 px', width: 320, zoom: 1.4, x5: true },
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

/** Requests under way in the page, so a screen is read once its chunks and data are in. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  const until = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(25);
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

export interface AddressResult {
  address: string;
  reading: string;
  problems: ReflowProblem[];
  targets: SmallTarget[];
}

/**
 * Opens each address in one tab (a fresh storage each time, the browser cache kept) and reads it in each
 * reading: the phone width and the text zoom change on the screen shown, as turning WeChat's setting does.
 */
export async function sweep(
  page: Page,
  addresses: string[],
  readings: Reading[],
  { signIn, care = false }: { signIn: (page: Page) => Promise<void>; care?: boolean },
): Promise<AddressResult[]> {
  await page.addInitScript(installTextZoom);
  if (care) {
    await page.addInitScript((key: string) => window.localStorage.setItem(key, '1'), STORAGE_KEYS.careMode);
  }
  await signIn(page);
  const inFlight = trackRequests(page);
  const results: AddressResult[] = [];
  for (const address of addresses) {
    await page.goto(STILL_DOCUMENT);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await page.context().clearCookies();
    const first = readings[0] as Reading;
    await page.setViewportSize({ width: first.width, height: 640 });
    await page.goto(address);
    await settle(page, inFlight);
    for (const reading of readings) {
      const viewport = page.viewportSize();
      if (viewport?.width !== reading.width)
        await page.setViewportSize({ width: reading.width, height: 640 });
      await page.evaluate(
        ({ zoom, x5 }) =>
          (window as unknown as { __textZoom(zoom: number, x5: boolean): void }).__textZoom(zoom, x5),
        { zoom: reading.zoom, x5: reading.x5 === true },
      );
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      const problems = [
        ...(await page.evaluate(findReflowProblems, CLIP_EXCEPTIONS)),
        ...(await page.evaluate(compareTextSizes, reading.x5 ? ('compare' as const) : ('record' as const))),
      ];
      const targets = reading.targets ? await page.evaluate(findSmallTargets, reading.targets) : [];
      results.push({ address, reading: reading.name, problems, targets });
    }
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
