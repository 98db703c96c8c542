/**
 * WebKit, the engine of every iPhone browser and of WeChat on iOS, as Debian ships it: WebKitGTK's
 * MiniBrowser, driven by WebKitWebDriver (package webkit2gtk-driver), drawn on a virtual X display (xvfb).
 * Installed as root with apt-get when missing, as Chromium and nginx are; WEBKIT_DRIVER_PATH,
 * WEBKIT_BROWSER_PATH and XVFB_PATH point at other binaries.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from '@bluecat/test-browsers/apt-install';

const LIBRARY_DIRS = ['/usr/lib', '/usr/lib64', '/usr/local/lib'];

function onPath(name) {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** MiniBrowser lives in the library folder of WebKitGTK's API version (webkit2gtk-4.1, 4.0 or 6.0). */
function findMiniBrowser() {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  for (const base of LIBRARY_DIRS) {
    if (!existsSync(base)) continue;
    const dirs = [base, ...readdirSync(base).map((name) => path.join(base, name))];
    for (const dir of dirs) {
      for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
        const candidate = path.join(dir, api, 'MiniBrowser');
        if (existsSync(candidate)) return candidate;
      }
    }
  }
  return undefined;
}

function find() {
  return {
    driver: process.env.WEBKIT_DRIVER_PATH || onPath('WebKitWebDriver'),
    browser: findMiniBrowser(),
    xvfb: process.env.XVFB_PATH || onPath('Xvfb'),
  };
}

/** @returns {{ driver: string; browser: string; xvfb: string }} the three binaries, installed if need be */
export function ensureWebKit() {
  let found = find();
  const missing = [];
  if (!found.driver || !found.browser) missing.push('webkit2gtk-driver');
  if (!found.xvfb) missing.push('xvfb');
  if (missing.length > 0) {
    aptInstall(missing, {
      purpose: 'the WebKit stage (the engine of iPhones and of WeChat on iOS)',
      otherwise: 'or point WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH and XVFB_PATH at the binaries.',
    });
    found = find();
  }
  for (const [name, file] of Object.entries(found)) {
    if (!file || !existsSync(file)) throw new Error(`WebKit stage: no ${name} binary found after installing`);
  }
  return /** @type {{ driver: string; browser: string; xvfb: string }} */ (found);
}
