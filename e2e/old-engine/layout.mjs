/**
 * One picture per engine: the arrival screens drawn by current Chromium (the reference, through
 * Playwright, in the same run and against the same servers), then by Chromium 69 and WebKit, compared by
 * layout rather than by pixels. Each screen's landmarks (headings, buttons, links, fields, tabs) are
 * found by role and text, and each must be where the reference has it, as large, within
 * LAYOUT_TOLERANCE_PX. The screenshots are kept in e2e/test-results/engine-layout/<engine>/ (the reference's
 * in chromium-for-<engine>/: each engine's stage has its user agents and its own servers).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, requireHeadlessChromium } from '@bluecat/test-browsers/chromium';
import { PHONE } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const LAYOUT_DIR = path.join(ROOT, 'e2e', 'test-results', 'engine-layout');

/**
 * How far a landmark may be from where the reference draws it, in CSS pixels: its offset from the landmark
 * before it (so one line's rounding does not move every later one), and its size, which may also differ
 * by LAYOUT_TOLERANCE_SHARE of itself (engines shape the same text a few per cent wider or narrower). A
 * dropped rem base (15 % smaller everywhere) or a lost gap (6–16 px between two parts) is well beyond both.
 */
export const LAYOUT_TOLERANCE_PX = 4;
export const LAYOUT_TOLERANCE_SHARE = 0.04;

/** Where people arrive from outside (the apps' src/config/first-screens.ts), as a subscriber or a dealer. */
export const ARRIVAL_SCREENS = Object.freeze([
  { app: 'hall', address: '/Recharge', storage: SUBSCRIBER_SESSION },
  { app: 'hall', address: '/BusinessQuery', storage: SUBSCRIBER_SESSION },
  { app: 'hall', address: '/BusinessHandle', storage: SUBSCRIBER_SESSION },
  { app: 'hall', address: '/PersonalInformation', storage: SUBSCRIBER_SESSION },
  { app: 'agent', address: '/login', storage: {} },
  { app: 'agent', address: '/OpenCardMessage', storage: AGENT_SESSION },
]);

export const screenName = (screen) => `${screen.app}${screen.address.replace(/\//g, '-')}`;

/**
 * Runs in the page (Chromium 69 included: no `?.` or `??`). The boxes of the visible landmarks of the first
 * screen and a half (so one just below the fold is still found), in document order, keyed by role, name and
 * order: `{ 'button "立即充值"': [x, y, width, height] }`. Pictures are left out: those of the mock's
 * examples come from outside hosts, which do not load here.
 */
export function collectLandmarks() {
  const selector =
    'h1, h2, h3, h4, [role="heading"], button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="tab"], [role="link"], [role="radio"], [role="checkbox"]';
  const boxes = {};
  const counts = {};
  const nodes = document.querySelectorAll(selector);
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const hidden =
      box.width === 0 ||
      box.height === 0 ||
      box.bottom <= 0 ||
      box.top >= window.innerHeight * 1.5 ||
      style.visibility === 'hidden' ||
      node.closest('[aria-hidden="true"]');
    if (hidden) continue;
    const role = node.getAttribute('role') || node.tagName.toLowerCase();
    const name = (
      node.getAttribute('aria-label') ||
      node.textContent ||
      node.getAttribute('placeholder') ||
      ''
    )
      .replace(/\s+/g, '')
      .slice(0, 16);
    const key = `${role} "${name}"`;
    counts[key] = (counts[key] || 0) + 1;
    const id = counts[key] > 1 ? `${key} #${counts[key]}` : key;
    boxes[id] = [box.left, box.top, box.width, box.height].map((value) => Math.round(value * 10) / 10);
  }
  return boxes;
}

/**
 * What `measured` draws differently from `reference` on a screen `height` tall: a landmark of the first
 * screen missing or extra, or one whose size or offset from the landmark before it is off.
 */
export function compareLayouts(reference, measured, height = PHONE.viewport.height) {
  const differences = [];
  const sizeOff = (value, seen) =>
    Math.abs(value - seen) > Math.max(LAYOUT_TOLERANCE_PX, value * LAYOUT_TOLERANCE_SHARE);
  let previous;
  for (const [key, box] of Object.entries(reference)) {
    if (box[1] >= height) continue;
    const other = measured[key];
    if (!other) {
      differences.push(`${key}: missing (reference at ${box.join(', ')})`);
      continue;
    }
    const off = [];
    const [x, y] = previous ? [box[0] - previous[0][0], box[1] - previous[0][1]] : box;
    const [seenX, seenY] = previous ? [other[0] - previous[1][0], other[1] - previous[1][1]] : other;
    // Where it is, by its offset from the landmark before it or, for what is fixed to the screen (a tab
    // bar, a pay bar), by its place on the screen.
    const moved = (axis, offset, seenOffset) =>
      Math.abs(offset - seenOffset) > LAYOUT_TOLERANCE_PX &&
      Math.abs(box[axis] - other[axis]) > LAYOUT_TOLERANCE_PX;
    if (moved(0, x, seenX)) off.push(`x ${other[0]} (reference ${box[0]})`);
    if (moved(1, y, seenY)) off.push(`y ${other[1]} (reference ${box[1]})`);
    if (sizeOff(box[2], other[2])) off.push(`width ${other[2]} (reference ${box[2]})`);
    if (sizeOff(box[3], other[3])) off.push(`height ${other[3]} (reference ${box[3]})`);
    if (off.length > 0) differences.push(`${key}: ${off.join(', ')}`);
    previous = [box, other];
  }
  for (const [key, box] of Object.entries(measured)) {
    if (!reference[key] && box[1] < height - LAYOUT_TOLERANCE_PX) {
      differences.push(`${key}: not in the reference (at ${box.join(', ')})`);
    }
  }
  return differences;
}

/** Writes an engine's screenshot and landmarks of a screen into LAYOUT_DIR/<engine>/. */
export function keepPicture(engine, screen, png, landmarks) {
  const dir = path.join(LAYOUT_DIR, engine);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${screenName(screen)}.png`), png);
  writeFileSync(path.join(dir, `${screenName(screen)}.json`), `${JSON.stringify(landmarks, null, 2)}\n`);
}

/**
 * The reference: each arrival screen in current Chromium (Debian's headless shell when installed, as the e2e stage drives it), at
 * 375×667, with the user agent and stored session of its app, its pictures kept in `folder`. Returns
 * screen name → landmarks.
 * @param {{ hall: string; agent: string }} origins
 * @param {{ hall: string; agent: string }} userAgents
 */
export async function captureReference(origins, userAgents, folder) {
  const browser = await chromium.launch({
    executablePath: requireHeadlessChromium(),
    args: [...CHROMIUM_ARGS],
  });
  const references = {};
  try {
    for (const screen of ARRIVAL_SCREENS) {
      const context = await browser.newContext({ ...PHONE, userAgent: userAgents[screen.app] });
      await context.addInitScript((values) => {
        for (const key of Object.keys(values)) window.localStorage.setItem(key, values[key]);
      }, screen.storage);
      const page = await context.newPage();
      await page.goto(`${origins[screen.app]}${screen.address}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const landmarks = await page.evaluate(collectLandmarks);
      keepPicture(folder, screen, await page.screenshot(), landmarks);
      references[screenName(screen)] = landmarks;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return references;
}

/**
 * The tests of an engine: each arrival screen, measured by `measure(screen, context)` (→ `{ png,
 * landmarks }`), against the reference `references()` resolves to (captured once, when the first test asks).
 */
export function layoutTests(engine, references, measure) {
  return ARRIVAL_SCREENS.map((screen) => ({
    name: `layout: ${screen.app} ${screen.address} is drawn as current Chromium draws it`,
    app: screen.app,
    async run(context) {
      const reference = (await references())[screenName(screen)];
      const { png, landmarks } = await measure(screen, context);
      keepPicture(engine, screen, png, landmarks);
      if (!reference || Object.keys(reference).length === 0)
        throw new Error('the reference found no landmarks');
      const differences = compareLayouts(reference, landmarks);
      if (differences.length > 0) {
        throw new Error(
          `${differences.length} landmark(s) drawn differently (beyond ${LAYOUT_TOLERANCE_PX} px, or ${LAYOUT_TOLERANCE_SHARE * 100} % of a size):\n  ${differences.join('\n  ')}`,
        );
      }
    },
  }));
}

/**
 * The reference, captured once: on the first call, or ahead with `start()` (a stage starts it beside its
 * first tests, so current Chromium draws while the engine under test waits on the network). A run that
 * selects no layout test starts no Chromium.
 */
export function lazyReference(engine, origins, userAgents) {
  let captured;
  const references = () => {
    captured ??= captureReference(origins, userAgents, `chromium-for-${engine}`);
    return captured;
  };
  references.start = () => {
    // Its failure is reported by the layout tests, which await it.
    references().catch(() => undefined);
  };
  return references;
}
