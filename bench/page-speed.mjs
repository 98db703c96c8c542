#!/usr/bin/env node
/**
 * `npm run bench` (after sizes.mjs), or alone: `node bench/page-speed.mjs [--runs 5] [--repeat]`.
 *
 * How fast key pages load, cold, on a cheap phone: the production builds served as a production host
 * serves them (scripts/serve.mjs, /api answered by the Prism mock), opened in Chromium emulating a
 * 375×667 phone (DPR 2, touch, the app's real user agent) with the CPU slowed 4× and a slow-4G network,
 * in a fresh browser context with the cache disabled each time.
 *
 * Per page and run, all in ms from the start of navigation:
 * - FCP: first contentful paint ('paint' entries);
 * - LCP: the last largest-contentful-paint candidate once the page is quiet;
 * - content: when the page's main content (a role and accessible name, as the e2e journeys find it)
 *   was first painted. Playwright only tells that it is visible now, polling at up to 500 ms, so the
 *   paint time comes from the page: every element gets an `elementtiming` attribute as it is inserted,
 *   and the Element Timing entries of the element and its descendants give when its text was painted;
 * - transferred bytes (CDP loadingFinished encodedDataLength: headers and compressed bodies) and the
 *   number of requests, counted until no request has been in flight for a second.
 * Each page is loaded once unrecorded first so the servers are warm (gzip cache, Prism's first answer);
 * the browser cache is cold on every load. The table shows the median and the min–max of the runs.
 *
 * `--repeat` measures the returning visitor instead: each run opens the page once at full speed in a fresh
 * context, then again, throttled, with the browser cache holding what the first load stored (the hashed
 * files; every page is short-lived, deploy/nginx), as a subscriber opening the menu a second time.
 *
 * A measurement, not a test: no thresholds. It exits non-zero only when a page could not be measured.
 * Results also go to bench/out/page-speed.json (page-speed-repeat.json with `--repeat`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, requireChromium } from '@bluecat/test-browsers/chromium';
import { ANDROID_CHROME_UA, PHONE, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { chromium } from '@playwright/test';
import { APPS, ensureBuilds, ROOT } from './builds.mjs';
import { newStack, serveApp, startMock, stopServers } from './serve.mjs';

const OUT = path.join(ROOT, 'bench', 'out', 'page-speed.json');
const OUT_REPEAT = path.join(ROOT, 'bench', 'out', 'page-speed-repeat.json');

/** The same phones as the e2e projects. */
const USER_AGENTS = { hall: WECHAT_ANDROID_UA, agent: ANDROID_CHROME_UA };

/**
 * Slow 4G as DevTools throttles it: every request waits the round trip, bodies share the bandwidth.
 * CDP takes bytes per second.
 */
const NETWORK = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };
const CPU_SLOWDOWN = 4;

/** @typedef {import('@playwright/test').Page} Page */

/**
 * @type {{ app: 'hall' | 'agent'; path: string; storage?: Record<string, string>; content: string;
 *   locate: (page: Page) => import('@playwright/test').Locator }[]}
 */
const PAGES = [
  {
    app: 'hall',
    path: '/Recharge',
    storage: SUBSCRIBER_SESSION,
    // The first tab; its top-up options appear once RECHARGE_PRODUCT has answered.
    content: 'option 30元 (话费充值)',
    locate: (page) => page.getByRole('group', { name: '话费充值' }).getByText('30元', { exact: true }),
  },
  {
    app: 'hall',
    path: '/bill',
    storage: SUBSCRIBER_SESSION,
    // The bill's total, painted once QUERY_BILL_DETAILS has answered (the chart draws after it, from
    // its own lazily loaded chunk; canvas paints have no Element Timing entry).
    content: 'heading 总费用26.50元',
    locate: (page) => page.getByRole('heading', { level: 2, name: /总费用26\.50元/ }),
  },
  {
    app: 'hall',
    path: '/BusinessQuery',
    storage: SUBSCRIBER_SESSION,
    content: 'heading 业务查询',
    locate: (page) => page.getByRole('heading', { level: 1, name: '业务查询' }),
  },
  {
    app: 'hall',
    path: '/PersonalInformation',
    storage: SUBSCRIBER_SESSION,
    // The member card: painted once PERSONAL_DATA has answered, so the API round trip counts.
    content: 'region 会员信息',
    locate: (page) => page.getByRole('region', { name: '会员信息' }),
  },
  {
    app: 'agent',
    path: '/login',
    content: 'button 登录',
    locate: (page) => page.getByRole('button', { name: '登录', exact: true }),
  },
  {
    app: 'agent',
    path: '/OpenCardMessage',
    storage: AGENT_SESSION,
    content: 'heading 张三 (the signed-in agent)',
    locate: (page) => page.getByRole('heading', { level: 1, name: '张三' }),
  },
  {
    app: 'agent',
    path: '/OpenCard',
    storage: AGENT_SESSION,
    content: 'label 手机号 (wizard step 1/4)',
    locate: (page) => page.getByText('手机号', { exact: true }),
  },
];

const CONTENT_TIMEOUT_MS = 45_000;
const QUIET_MS = 1000;
const QUIET_TIMEOUT_MS = 20_000;

/* ---------- options ---------- */

function readOptions() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, repeat: { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    process.stderr.write(`--runs ${values.runs}: expected a whole number of at least 1\n`);
    process.exit(2);
  }
  return { runs, repeat: values.repeat };
}

/* ---------- the servers ---------- */

/** Prism and one static server per app on spare ports; returns each app's origin. */
async function startStack(stack) {
  const prismPort = await startMock(stack);
  const origins = {};
  for (const app of APPS) {
    origins[app.name] = await serveApp(stack, {
      root: path.join(ROOT, app.dir, 'dist'),
      demo: path.join(ROOT, app.dir, 'demo'),
      prismPort,
    });
  }
  return origins;
}

/** Closes the browser, the servers and Prism; later calls wait for the first one. */
function stopStack(stack) {
  stack.stopped ??= closeStack(stack);
  return stack.stopped;
}

async function closeStack(stack) {
  stack.stopping = true;
  if (stack.browser) await stack.browser.close().catch(() => {});
  await stopServers(stack);
}

/* ---------- in the page ---------- */

/**
 * Runs before any page script: records paint, LCP and Element Timing entries, and marks every inserted
 * element with `elementtiming` before it can be painted (a mutation observer runs before the next frame).
 */
function observePaints() {
  const seen = { paint: [], lcp: [], element: [] };
  const keep = (list) => (entries) => {
    list.push(...entries.getEntries());
  };
  new PerformanceObserver(keep(seen.paint)).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(keep(seen.lcp)).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(keep(seen.element)).observe({ type: 'element', buffered: true });
  const mark = (element) => {
    if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', 'page-speed');
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        mark(node);
        for (const inner of node.querySelectorAll('*')) mark(inner);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  Object.defineProperty(window, '__pageSpeed', { value: seen });
}

/** In the page: FCP, LCP and the paint time of `content` (its own and its descendants' text). */
function readPaints(content) {
  const seen = window.__pageSpeed;
  const fcp = seen.paint.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null;
  const lastLcp = seen.lcp.at(-1);
  const firstPaint = new Map();
  for (const entry of seen.element) {
    const element = entry.element;
    if (!element || !content.contains(element)) continue;
    const time = entry.renderTime || entry.loadTime;
    firstPaint.set(element, Math.min(firstPaint.get(element) ?? Number.POSITIVE_INFINITY, time));
  }
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    fcp,
    lcp: lastLcp ? lastLcp.renderTime || lastLcp.loadTime || lastLcp.startTime : null,
    lcpElement: lastLcp?.element ? lastLcp.element.tagName.toLowerCase() : null,
    // Visible once all of its text is painted.
    content: firstPaint.size > 0 ? Math.max(...firstPaint.values()) : null,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
    load: nav ? nav.loadEventEnd : null,
  };
}

function storeSession(entries) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
}

/* ---------- one load ---------- */

/** Counts requests and transferred bytes from CDP Network events, and tells when the network is quiet. */
function trackNetwork(cdp) {
  const inFlight = new Set();
  const types = new Map();
  const totals = { requests: 0, bytes: 0, byType: {} };
  let lastChange = Date.now();
  const byType = (type) => {
    totals.byType[type] ??= { requests: 0, bytes: 0 };
    return totals.byType[type];
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (/^(data|blob):/.test(event.request.url)) return;
    const type = event.type ?? 'Other';
    types.set(event.requestId, type);
    inFlight.add(event.requestId);
    totals.requests += 1;
    byType(type).requests += 1;
    lastChange = Date.now();
  });
  const done = (event, bytes) => {
    if (!inFlight.delete(event.requestId)) return;
    totals.bytes += bytes;
    byType(types.get(event.requestId) ?? 'Other').bytes += bytes;
    lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => done(event, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => done(event, 0));
  return {
    totals,
    /** Counts from nothing again (the measured load after a first visit). */
    reset() {
      inFlight.clear();
      Object.assign(totals, { requests: 0, bytes: 0, byType: {} });
    },
    /** Resolves once nothing has been in flight for `QUIET_MS`; after `QUIET_TIMEOUT_MS` regardless. */
    async quiet() {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
  };
}

async function loadOnce(browser, origins, target, repeat) {
  const context = await browser.newContext({ ...PHONE, userAgent: USER_AGENTS[target.app] });
  try {
    await context.addInitScript(observePaints);
    if (target.storage) await context.addInitScript(storeSession, target.storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = trackNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !repeat });
    const address = `${origins[target.app]}${target.path}`;
    if (repeat) {
      // The first visit, at full speed: what it stores in the cache is what the measured load finds.
      await page.goto(address, { waitUntil: 'load', timeout: 60_000 });
      await target.locate(page).waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
      await network.quiet();
      network.reset();
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downloadKbps * 1000) / 8,
      uploadThroughput: (NETWORK.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(address, { waitUntil: 'load', timeout: 60_000 });
    const content = target.locate(page);
    try {
      await content.waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });
    } catch {
      throw new Error(
        `${target.content} not visible within ${CONTENT_TIMEOUT_MS / 1000} s (the page is at ${page.url()})`,
      );
    }
    const settled = await network.quiet();
    const paints = await content.first().evaluate(readPaints);
    if (paints.content === null) {
      throw new Error(`${target.content} has no Element Timing entry: is its text outside the viewport?`);
    }
    return {
      ...paints,
      bytes: network.totals.bytes,
      requests: network.totals.requests,
      byType: network.totals.byType,
      ...(settled ? {} : { note: `requests still in flight after ${QUIET_TIMEOUT_MS / 1000} s` }),
    };
  } finally {
    await context.close();
  }
}

/* ---------- numbers ---------- */

function summarise(values) {
  const present = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  const median =
    present.length % 2 === 1
      ? (present[middle] ?? 0)
      : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
  return { median, min: present[0] ?? 0, max: present.at(-1) ?? 0 };
}

const METRICS = [
  { key: 'fcp', title: 'FCP ms', format: (value) => Math.round(value).toString() },
  { key: 'lcp', title: 'LCP ms', format: (value) => Math.round(value).toString() },
  { key: 'content', title: 'content ms', format: (value) => Math.round(value).toString() },
  { key: 'bytes', title: 'transferred KB', format: (value) => (value / 1024).toFixed(1) },
  { key: 'requests', title: 'requests', format: (value) => String(Math.round(value)) },
];

function cell(summary, format) {
  if (!summary) return 'n/a';
  if (summary.min === summary.max) return format(summary.median);
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

function printTable(results, runs, repeat) {
  const rows = results.map((result) => [
    `${result.app} ${result.path}`,
    ...(result.error
      ? [`failed: ${result.error}`]
      : METRICS.map((metric) => cell(result.summary[metric.key], metric.format))),
  ]);
  const header = ['page', ...METRICS.map((metric) => metric.title)];
  const widths = header.map((title, column) =>
    Math.max(
      title.length,
      ...rows.filter((row) => row.length === header.length).map((row) => String(row[column]).length),
    ),
  );
  const line = (row) =>
    row.length === header.length
      ? `${row.map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('  ')}\n`
      : `${String(row[0]).padEnd(widths[0] ?? 0)}  ${row[1]}\n`;
  process.stdout.write(
    `\npage speed — ${repeat ? 'repeat visit (files cached)' : 'cold load'}, ${PHONE.viewport.width}×${PHONE.viewport.height} DPR ${PHONE.deviceScaleFactor}, ` +
      `CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latencyMs} ms RTT, ${NETWORK.downloadKbps / 1000} Mbps down, ` +
      `${NETWORK.uploadKbps} kbps up\nmedian (min–max) of ${runs} run${runs === 1 ? '' : 's'}; ` +
      'times from the start of navigation\n\n',
  );
  process.stdout.write(line(header));
  for (const row of rows) process.stdout.write(line(row));
  process.stdout.write("\ncontent: when the page's main content was first painted\n");
  for (const [index, result] of results.entries()) {
    process.stdout.write(`  ${String(rows[index]?.[0]).padEnd(widths[0] ?? 0)}  ${result.content}\n`);
  }
}

/* ---------- main ---------- */

async function measureAll(stack, runs, repeat) {
  const executablePath = requireChromium();
  ensureBuilds();
  const origins = await startStack(stack);
  stack.browser = await chromium.launch({
    executablePath,
    // Ctrl-C is handled here, so Prism and the servers stop too, not only the browser.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [...CHROMIUM_ARGS],
  });
  const browserVersion = stack.browser.version();
  process.stdout.write(
    `measuring ${PAGES.length} pages, 1 warm-up + ${runs} ${repeat ? 'repeat visit' : 'cold load'}${runs === 1 ? '' : 's'} each (Chromium ${browserVersion})\n`,
  );

  const results = [];
  for (const target of PAGES) {
    const result = { app: target.app, path: target.path, content: target.content, runs: [] };
    results.push(result);
    process.stdout.write(`  ${target.app} ${target.path} `);
    try {
      await loadOnce(stack.browser, origins, target, repeat);
      for (let run = 0; run < runs; run += 1) {
        result.runs.push(await loadOnce(stack.browser, origins, target, repeat));
        process.stdout.write('.');
      }
      process.stdout.write('\n');
    } catch (error) {
      // Stopped by a signal: the failure is ours, not the page's.
      if (stack.stopping) break;
      result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      process.stdout.write(` failed: ${result.error}\n`);
    }
    result.summary = Object.fromEntries(
      METRICS.map((metric) => [metric.key, summarise(result.runs.map((entry) => entry[metric.key]))]),
    );
  }
  return { results, browserVersion };
}

async function main() {
  const { runs, repeat } = readOptions();
  const stack = { ...newStack(), browser: undefined, stopped: undefined };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stack.stopping) process.exit(130);
      process.stderr.write('\nstopping…\n');
      void stopStack(stack).then(() => process.exit(130));
    });
  }

  let measured;
  try {
    measured = await measureAll(stack, runs, repeat);
  } finally {
    await stopStack(stack);
  }
  const { results, browserVersion } = measured;

  printTable(results, runs, repeat);
  const out = repeat ? OUT_REPEAT : OUT;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        unit: 'ms from the start of navigation; bytes as transferred (headers and compressed bodies)',
        setup: {
          browser: `Chromium ${browserVersion}`,
          machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
          phone: PHONE,
          userAgents: USER_AGENTS,
          cpuSlowdown: CPU_SLOWDOWN,
          network: NETWORK,
          cache: repeat
            ? 'what a first load at full speed stored, in a fresh browser context per run'
            : 'disabled, fresh browser context per load',
          runs,
          warmUpLoads: 1,
        },
        pages: results,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`\nwritten: ${path.relative(ROOT, out)}\n`);
  if (results.some((result) => result.error)) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
