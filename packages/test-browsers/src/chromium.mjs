import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The system Chromium drives every browser check (end-to-end journeys, the page-speed bench, the
 * sanitiser test): browser downloads by test tools are not reachable from the build machines.
 * Plain JavaScript so the Node scripts (scripts/, bench/) share it with the TypeScript tests.
 */

/** CHROMIUM_PATH when set and present, else `chromium` on PATH; undefined when there is none. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'chromium');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
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
