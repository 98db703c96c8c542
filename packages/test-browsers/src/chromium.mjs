import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The system Chromium drives every browser check (end-to-end journeys, the page-speed bench, the
 * sanitiser test): browser downloads by test tools are not reachable from the build machines.
 * Plain JavaScript so the Node scripts (scripts/, bench/) share it with the TypeScript tests.
 */

/** Debian's package and command of the headless shell. */
export const HEADLESS_SHELL = 'chromium-headless-shell';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** CHROMIUM_PATH when set and present, else `chromium` on PATH; undefined when there is none. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  return onPath('chromium');
}

/**
 * The browser for headless checks that drive many short-lived contexts (the end-to-end journeys, the
 * engines' reference pictures): Debian's `chromium-headless-shell` when installed, else as findChromium.
 * It is the same build of Chromium (Blink and V8 of the same version as `chromium`) without the
 * desktop browser around it: a new context there cost about 0.1 CPU s against 0.4 s in `chromium
 * --headless`, which builds a desktop browser window (and a web-UI renderer) for every context, and a
 * first page load in it a third of the CPU. CHROMIUM_PATH, when set, is used as it is.
 */
export function findHeadlessChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return onPath(HEADLESS_SHELL) ?? findChromium();
}

/** Like findChromium, but says what to do when there is none. */
export function requireChromium() {
  const found = findChromium();
  if (found) return found;
  throw new Error(
    process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`
      : 'chromium not found: run `node scripts/ensure-chromium.mjs` (npm test does) or set CHROMIUM_PATH',
  );
}

/** Like findHeadlessChromium, but says what to do when there is no Chromium at all. */
export function requireHeadlessChromium() {
  return findHeadlessChromium() ?? requireChromium();
}

/**
 * Launch flags for headless runs as root on a closed network: no sandbox (root), no GPU, and none of
 * Chromium's background connections (updates, sync, field trials), which would only be refused here.
 * /dev/shm is small in containers, hence --disable-dev-shm-usage.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]);
