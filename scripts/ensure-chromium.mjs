#!/usr/bin/env node
/**
 * The end-to-end tests drive the system Chromium: Playwright's own browser downloads are not
 * reachable from the build machines. Debian's `chromium` (plus `fonts-noto-cjk`, so Chinese text
 * renders in screenshots) is installed when missing and we run as root; otherwise we stop with
 * the command to run. Its headless shell (`chromium-headless-shell`, the same build without the desktop
 * browser), which the journeys run in, is installed beside it; without it they run in `chromium`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from '@bluecat/test-browsers/apt-install';
import { findChromium, findHeadlessChromium, HEADLESS_SHELL } from '@bluecat/test-browsers/chromium';

const PACKAGES = ['chromium', HEADLESS_SHELL, 'fonts-noto-cjk'];
const INSTALL = {
  purpose: 'the end-to-end tests',
  otherwise: 'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
};

function hasChineseFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  // Without fontconfig tools we cannot tell; do not install on a guess.
  if (result.error) return true;
  return result.stdout.trim() !== '';
}

/** The headless shell when it can be installed; the journeys fall back to `chromium` when not. */
function ensureHeadlessShell() {
  if (process.env.CHROMIUM_PATH || findHeadlessChromium() !== findChromium()) return;
  try {
    aptInstall([HEADLESS_SHELL], INSTALL);
  } catch (error) {
    process.stdout.write(
      `note: the journeys run in chromium, whose contexts cost more CPU.\n${error.message}\n`,
    );
  }
}

/** @returns {string} the Chromium executable */
export function ensureChromium() {
  const found = findChromium();
  if (found) {
    ensureHeadlessShell();
    if (!hasChineseFont()) {
      try {
        aptInstall(['fonts-noto-cjk'], INSTALL);
      } catch (error) {
        process.stdout.write(`warning: no Chinese font; screenshots will show boxes.\n${error.message}\n`);
      }
    }
    process.stdout.write(`chromium: ${found}; headless: ${findHeadlessChromium()}\n`);
    return found;
  }
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  aptInstall(PACKAGES, INSTALL);
  const installed = findChromium();
  if (!installed) throw new Error('chromium was installed but is not on PATH');
  process.stdout.write(`chromium: ${installed}\n`);
  return installed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureChromium();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
