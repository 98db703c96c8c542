#!/usr/bin/env node
/**
 * `npm run bench` (after page-speed.mjs), or alone: `node bench/upload.mjs [--runs 1] [--profile 3g]`.
 *
 * How long an agent waits for a 1.5 MB joint photo to go up on a shop's weak network, and what is sent:
 * the agent build served as a production host serves it (scripts/serve.mjs, /api answered by the Prism
 * mock), /OpenCard open at step 3 (合拍照片) in Chromium on a phone screen, the network slowed with CDP's
 * Network.emulateNetworkConditions to one of DevTools' profiles, and a photo of exactly 1.5 MB chosen
 * (the largest the step sends as taken, product.md › 开卡向导), as the agent would with the camera.
 *
 * Per run:
 * - upload: from the uploadCard request leaving the page to its answer (CDP timestamps), ms;
 * - agent waits: from the photo chosen to 照片已上传 on screen (reading the photo included), ms;
 * - body: the bytes of the JSON body sent (the photo as base64 and the rest of the call), and the photo's;
 * - bar: how many values the progress bar showed, and the last.
 *
 * A measurement, not a test: no thresholds. It exits non-zero only when the upload could not be measured.
 * Results also go to bench/out/upload.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, requireChromium } from '@bluecat/test-browsers/chromium';
import { ANDROID_CHROME_UA, PHONE } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION } from '@bluecat/test-browsers/sessions';
import { chromium } from '@playwright/test';
import { ensureBuilds, ROOT } from './builds.mjs';
import { newStack, serveApp, startMock, stopServers } from './serve.mjs';

const OUT = path.join(ROOT, 'bench', 'out', 'upload.json');

/**
 * DevTools' throttling profiles (its network panel's presets, bytes per second): 3G is the weak shop
 * network of the issue; slow 4G is what page-speed.mjs loads pages on.
 */
const PROFILES = {
  '3g': { title: '3G', latencyMs: 2000, downloadBytes: 50_000, uploadBytes: 50_000 },
  'slow-4g': { title: 'slow 4G', latencyMs: 562.5, downloadBytes: 180_000, uploadBytes: 84_375 },
};

/** 1.5 MB exactly: the most the step sends without compressing (photo-compress.ts). */
const PHOTO_BYTES = 1.5 * 1024 * 1024;
/** The contract's record at step 3 for this card (queryOpenCardLocation example location3). */
const CARD = '89860321245791234568';
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function readOptions() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, profile: { type: 'string', default: '3g' } },
  });
  const runs = Number(values.runs);
  const profile = PROFILES[values.profile];
  if (!Number.isInteger(runs) || runs < 1 || !profile) {
    process.stderr.write(
      `expected --runs N (at least 1) and --profile ${Object.keys(PROFILES).join(' | ')}\n`,
    );
    process.exit(2);
  }
  return { runs, profile };
}

/**
 * A real JPEG (the journeys' joint photo) followed by filler up to 1.5 MB: decoders stop at the image's
 * end marker, and the size is what the network carries.
 */
function photoOfLimit() {
  const photo = readFileSync(path.join(ROOT, 'apps/agent/src/testing/joint-photo-4000x3000-exif6.jpg'));
  return Buffer.concat([photo, Buffer.alloc(PHOTO_BYTES - photo.length)]);
}

/** Prism and the agent's build; returns the agent's origin. */
async function startStack(stack) {
  const prismPort = await startMock(stack);
  return serveApp(stack, {
    root: path.join(ROOT, 'apps/agent/dist'),
    demo: path.join(ROOT, 'apps/agent/demo'),
    prismPort,
  });
}

async function stopStack(stack) {
  if (stack.browser) await stack.browser.close().catch(() => {});
  await stopServers(stack);
}

/** In the page, before its scripts: every value the photo's progress bar takes. */
function recordBar() {
  const seen = [];
  Object.defineProperty(window, '__uploadBar', { value: seen });
  new MutationObserver(() => {
    for (const bar of document.querySelectorAll('[role="progressbar"][aria-label="正在上传照片"]')) {
      const value = Number(bar.getAttribute('aria-valuenow'));
      if (seen.at(-1) !== value) seen.push(value);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

function storeOpening(entries) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}

async function uploadOnce(browser, origin, profile, photo) {
  const context = await browser.newContext({ ...PHONE, userAgent: ANDROID_CHROME_UA });
  try {
    await context.addInitScript(storeOpening, { ...AGENT_SESSION, uimId: CARD });
    await context.addInitScript(recordBar);
    const page = await context.newPage();
    // Only the record's lookup is steered to step 3; the upload itself goes untouched to Prism.
    await page.route('**/api/gzh/queryOpenCardLocation', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=location3' } }),
    );
    await page.goto(`${origin}/OpenCard`);
    await page.getByRole('heading', { level: 2, name: '合拍照片' }).waitFor();

    const cdp = await context.newCDPSession(page);
    const timing = {};
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.endsWith('/api/gzh/uploadCard')) {
        timing.id = event.requestId;
        timing.sent = event.timestamp;
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (event.requestId === timing.id) timing.answered = event.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytes,
      uploadThroughput: profile.uploadBytes,
    });

    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/gzh/uploadCard'));
    const chosen = Date.now();
    await page
      .getByLabel('拍摄合拍照片')
      .setInputFiles({ name: 'IMG_1500K.jpg', mimeType: 'image/jpeg', buffer: photo });
    const body = (await request).postDataBuffer();
    await page.getByText('照片已上传，点击照片可重新拍摄').waitFor({ timeout: UPLOAD_TIMEOUT_MS });
    const waited = Date.now() - chosen;
    const bar = await page.evaluate(() => window.__uploadBar);
    if (timing.sent === undefined || timing.answered === undefined) {
      throw new Error('the upload was not seen on the network');
    }
    return {
      uploadMs: Math.round((timing.answered - timing.sent) * 1000),
      agentWaitsMs: waited,
      bodyBytes: body?.length ?? 0,
      photoBytes: photo.length,
      barValues: bar.length,
      barLast: bar.at(-1) ?? null,
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const { runs, profile } = readOptions();
  const stack = newStack();
  const results = [];
  let browserVersion = '';
  try {
    const executablePath = requireChromium();
    ensureBuilds();
    const origin = await startStack(stack);
    stack.browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
    browserVersion = stack.browser.version();
    const photo = photoOfLimit();
    process.stdout.write(
      `\nupload of a ${megabytes(photo.length)} joint photo on ${profile.title} (${profile.latencyMs} ms, ` +
        `${(profile.uploadBytes * 8) / 1000} kbps up), Chromium ${browserVersion}, ${runs} run${runs === 1 ? '' : 's'}\n`,
    );
    for (let run = 0; run < runs; run += 1) {
      const result = await uploadOnce(stack.browser, origin, profile, photo);
      results.push(result);
      process.stdout.write(
        `  run ${run + 1}: upload ${seconds(result.uploadMs)}, agent waits ${seconds(result.agentWaitsMs)}, ` +
          `body sent ${megabytes(result.bodyBytes)} (${result.bodyBytes} bytes) for a ${megabytes(result.photoBytes)} photo, ` +
          `bar showed ${result.barValues} values up to ${result.barLast} %\n`,
      );
    }
  } finally {
    await stopStack(stack);
  }
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        setup: { browser: `Chromium ${browserVersion}`, phone: PHONE, profile, runs },
        runs: results,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`\nwritten: ${path.relative(ROOT, OUT)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
