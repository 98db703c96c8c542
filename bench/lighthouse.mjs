#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
/**
 * `npm run bench` (last stage), or alone: `node bench/lighthouse.mjs [--runs 3] [--port 0]`.
 *
 * Lighthouse 12 (mobile, simulated throttling) on the first screens a new user opens, beside a "floor":
 * the page a peer would ship to a current phone (bench/floor: React 18 + the react-router data router,
 * one heading, Rsbuild's default targets and nothing else). The floor is measured in the same run,
 * interleaved with the pages (run 1 of every page, then run 2, …), so the ratios hold even when the
 * machine is busy.
 *
 * Every load is cold: a fresh Chromium profile each time. A page that needs a signed-in person gets a
 * copy of a profile whose localStorage already holds the session (stored once through Playwright), and
 * Lighthouse is told not to clear storage; the copy has no HTTP cache, so the load is still cold.
 *
 * `--pages /Recharge,/login` measures only those paths (and the floor); `--reports` keeps every run's
 * full Lighthouse report in bench/out/lighthouse/, for the waterfall and the main-thread breakdown.
 * `--baseline DIR` also measures the builds of another checkout (DIR/apps/<app>/dist, e.g. the last
 * commit's, built in a copy), each page beside its twin in the same interleaved runs, so a change is
 * compared before and after under the same load. The pages are served over HTTPS with HTTP/2, as the
 * production host serves them; `--http1` serves them over plain HTTP/1.1 instead (six connections per host).
 * `--throttling devtools` has Lighthouse slow the network and CPU for real and read the times the browser
 * saw, instead of estimating them from one fast load (its default, `simulate`, which the ratios to the
 * floor are quoted in). The estimate counts every request started before a paint as needed for it: a
 * page that draws its frame from the document while its scripts download reads slower there than it
 * paints (docs/performance.md).
 *
 * Per page it prints the median of the runs of FCP, LCP, TBT, the performance, accessibility and best
 * practices scores, the bytes of the first screen (everything transferred except API JSON and the field
 * reporter, which loads after it), and each one's ratio to the floor. Results go to
 * bench/out/lighthouse.json. A measurement only: no thresholds.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST } from '@bluecat/demo-host/loopback';
import { selfSignedCertificate } from '@bluecat/demo-host/self-signed';
import { CHROMIUM_ARGS, requireChromium } from '@bluecat/test-browsers/chromium';
import { ANDROID_CHROME_UA, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APPS, ensureBuilds, FIRST_SCREENS, ROOT } from './builds.mjs';
import { newStack, serveApp, startMock, stopServers } from './serve.mjs';

const OUT = path.join(ROOT, 'bench', 'out', 'lighthouse.json');
const REPORTS = path.join(ROOT, 'bench', 'out', 'lighthouse');
const FLOOR_DIR = path.join(ROOT, 'bench', 'floor');

/** Lighthouse's `throttlingMethod`, and how the table names it. */
const THROTTLING = { simulate: 'simulated throttling', devtools: 'applied (DevTools) throttling' };

const USER_AGENTS = { floor: ANDROID_CHROME_UA, hall: WECHAT_ANDROID_UA, agent: ANDROID_CHROME_UA };

const SESSIONS = { hall: SUBSCRIBER_SESSION, agent: AGENT_SESSION };

/** @type {{ app: 'floor' | 'hall' | 'agent'; path: string; query?: string; storage?: Record<string, string> }[]} */
const PAGES = [
  { app: 'floor', path: '/' },
  ...FIRST_SCREENS.map(({ app, path: address, signedIn, query }) => ({
    app,
    path: address,
    query: query ?? '',
    ...(signedIn ? { storage: SESSIONS[app] } : {}),
  })),
];

/**
 * Lighthouse's own headless flags (TOOLCHAIN), plus the closed-network ones the other checks use.
 *
 * Without paint holding: headless Chromium holds a navigation's first frame back and, in about one
 * cold load in three, shows it 1 s or 2 s after the page has drawn and gone idle (the floor as well as
 * the apps: observed FCP 1.2 s or 2.2 s where the others read 0.4 s). Lighthouse's model counts every
 * request that ended before the observed paint as needed for it, so those loads read 10–30 % slower at
 * random and the medians of three swung with them. A phone has no such hold.
 */
const CHROME_FLAGS = [
  ...new Set([
    '--headless=new',
    ...CHROMIUM_ARGS,
    '--disable-features=PaintHolding',
    // The servers' throw-away certificate (HTTPS below).
    '--ignore-certificate-errors',
  ]),
];

/* ---------- options ---------- */

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '0' },
      pages: { type: 'string' },
      reports: { type: 'boolean', default: false },
      baseline: { type: 'string' },
      http1: { type: 'boolean', default: false },
      throttling: { type: 'string', default: 'simulate' },
    },
  });
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) {
    process.stderr.write(`--runs ${values.runs}: expected a whole number of at least 1\n`);
    process.exit(2);
  }
  if (!Number.isInteger(port) || port < 0) {
    process.stderr.write(`--port ${values.port}: expected a port (0 picks free ones)\n`);
    process.exit(2);
  }
  if (!THROTTLING[values.throttling]) {
    process.stderr.write(`--throttling ${values.throttling}: expected simulate or devtools\n`);
    process.exit(2);
  }
  const only = values.pages ? new Set(values.pages.split(',').map((page) => page.trim())) : undefined;
  const chosen = PAGES.filter((page) => page.app === 'floor' || !only || only.has(page.path));
  const baseline = values.baseline ? path.resolve(values.baseline) : undefined;
  if (baseline) {
    for (const app of APPS) {
      if (!existsSync(path.join(baseline, app.dir, 'dist', 'index.html'))) {
        process.stderr.write(`--baseline ${values.baseline}: ${app.dir}/dist is not built there\n`);
        process.exit(2);
      }
    }
  }
  /** A page's site: its app, or `<app>@baseline` for the twin served from the baseline's build. */
  const pages = chosen.flatMap((page) => [
    { ...page, site: page.app },
    ...(baseline && page.app !== 'floor' ? [{ ...page, site: `${page.app}@baseline` }] : []),
  ]);
  return {
    runs,
    port,
    pages,
    reports: values.reports,
    baseline,
    http1: values.http1,
    throttling: values.throttling,
  };
}

/* ---------- builds and servers ---------- */

/** Builds the floor page each time (a few seconds): it follows the installed Rsbuild's defaults. */
function buildFloor() {
  process.stdout.write('building the floor page (bench/floor)\n');
  const rsbuild = realpathSync(path.join(ROOT, 'node_modules', '.bin', 'rsbuild'));
  const result = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd: FLOOR_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the floor page did not build');
}

/**
 * Prism and one static server per app and for the floor (and per baseline app). With `--port N` they
 * take N (floor), N+1 (hall), N+2 (agent), N+3 and N+4 (the baseline's) and Prism N-1000; else free ports.
 */
async function startStack(stack, basePort, baseline, http1) {
  const prismPort = await startMock(stack, basePort ? basePort - 1000 : undefined);
  const roots = [
    { name: 'floor', dist: path.join(FLOOR_DIR, 'dist') },
    ...APPS.map((app) => ({
      name: app.name,
      dist: path.join(ROOT, app.dir, 'dist'),
      demo: path.join(ROOT, app.dir, 'demo'),
    })),
    ...(baseline
      ? APPS.map((app) => ({
          name: `${app.name}@baseline`,
          dist: path.join(baseline, app.dir, 'dist'),
          demo: path.join(baseline, app.dir, 'demo'),
        }))
      : []),
  ];
  const origins = {};
  // HTTPS with HTTP/2, as the production host serves the apps (deploy/nginx `ssl http2`): one connection
  // carries every file. Over HTTP/1.1 a page's seventh file waits for one of six connections to free up.
  const tls = http1 ? undefined : certificate(stack.work);
  for (const [index, entry] of roots.entries()) {
    origins[entry.name] = await serveApp(stack, {
      root: entry.dist,
      demo: entry.demo,
      prismPort,
      port: basePort ? basePort + index : undefined,
      tls,
    });
  }
  return origins;
}

async function stopStack(stack) {
  await stopServers(stack);
  if (stack.work) rmSync(stack.work, { recursive: true, force: true });
}

/** The servers' throw-away certificate and key, read once. */
function certificate(dir) {
  const files = selfSignedCertificate(dir, HOST);
  return { key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8') };
}

/* ---------- profiles ---------- */

/**
 * A Chromium profile whose localStorage at `origin` holds `storage`: one navigation to the origin is
 * answered with a blank page (no app code runs, nothing is cached), the keys are set, the profile closed.
 */
async function makeProfile(dir, executablePath, origin, storage) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    headless: true,
    ignoreHTTPSErrors: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
    );
    await page.goto(`${origin}/`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  } finally {
    await context.close();
  }
}

/* ---------- one Lighthouse run ---------- */

/**
 * The field reporter's requests: its setting, its chunk and the batches it posts. It loads 2 s after the
 * load event when the host names a collector (the demo hosts do), so after the first screen, yet often
 * inside Lighthouse's trace.
 */
const FIELD_REPORTER =
  /^\/(config\/report\.json|__report(?:\/\d+)?|static\/js\/async\/field-reporter\.[0-9a-f]+\.js)$/;

/** Bytes of the first screen: every transferred request except the API's JSON answers and the field reporter. */
function firstScreenBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  let api = 0;
  let reporter = 0;
  for (const item of items) {
    const size = Number(item.transferSize) || 0;
    const { pathname } = new URL(item.url);
    if (/\/api\//.test(pathname)) api += size;
    else if (FIELD_REPORTER.test(pathname)) reporter += size;
    else bytes += size;
  }
  return { bytes, api, reporter, requests: items.length };
}

async function runOnce(executablePath, origin, target, baseProfile, work, throttling) {
  const profile = mkdtempSync(path.join(work, 'run-'));
  if (baseProfile) cpSync(baseProfile, profile, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(`${origin}${target.path}${target.query ?? ''}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(baseProfile),
      emulatedUserAgent: USER_AGENTS[target.app],
      throttlingMethod: throttling,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (target.reportName) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${target.reportName}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id) => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    const failed = (id) =>
      Object.values(lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id);
    return {
      finalUrl: lhr.finalDisplayedUrl,
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      perf: score('performance'),
      a11y: score('accessibility'),
      bestPractices: score('best-practices'),
      ...firstScreenBytes(lhr),
      failedAudits: [...failed('accessibility'), ...failed('best-practices')],
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/* ---------- numbers ---------- */

function median(values) {
  const present = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1
    ? (present[middle] ?? 0)
    : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
}

const METRICS = [
  { key: 'fcp', title: 'FCP s', format: (value) => (value / 1000).toFixed(2), ratio: true },
  { key: 'lcp', title: 'LCP s', format: (value) => (value / 1000).toFixed(2), ratio: true },
  { key: 'tbt', title: 'TBT ms', format: (value) => Math.round(value).toString() },
  { key: 'perf', title: 'perf', format: String },
  { key: 'a11y', title: 'a11y', format: String },
  { key: 'bestPractices', title: 'b.p.', format: String },
  { key: 'bytes', title: 'KB', format: (value) => (value / 1024).toFixed(1), ratio: true },
];

function printTable(results, runs, throttling) {
  const floor = results.find((result) => result.app === 'floor');
  const header = ['page'];
  for (const metric of METRICS) {
    header.push(metric.title);
    if (metric.ratio) header.push('×floor');
  }
  const rows = results.map((result) => {
    const row = [result.app === 'floor' ? 'floor' : `${result.site} ${result.path}`];
    for (const metric of METRICS) {
      const value = result.median[metric.key];
      row.push(value === null ? 'n/a' : metric.format(value));
      if (metric.ratio) {
        const base = floor?.median[metric.key];
        row.push(value === null || !base ? 'n/a' : (value / base).toFixed(2));
      }
    }
    return row;
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) =>
    `${row.map((value, column) => (column === 0 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('  ')}\n`;
  process.stdout.write(
    `\nLighthouse — mobile, ${THROTTLING[throttling]}; median of ${runs} cold run${runs === 1 ? '' : 's'}; ` +
      'KB = first screen transferred without API JSON and the field reporter (loaded after it)\n\n',
  );
  process.stdout.write(line(header));
  for (const row of rows) process.stdout.write(line(row));
  for (const result of results) {
    if (result.errors.length > 0) {
      process.stdout.write(`  ${result.site} ${result.path} failed: ${result.errors.join('; ')}\n`);
    }
    const audits = [...new Set(result.runs.flatMap((run) => run.failedAudits))];
    if (audits.length > 0) {
      process.stdout.write(`  ${result.site} ${result.path} failing audits: ${audits.join(', ')}\n`);
    }
  }
}

/* ---------- main ---------- */

async function main() {
  const { runs, port, pages, reports, baseline, http1, throttling } = readOptions();
  const executablePath = requireChromium();
  ensureBuilds();
  buildFloor();
  const stack = { ...newStack(), work: mkdtempSync(path.join(os.tmpdir(), 'bench-lh-')) };
  const results = pages.map((target) => ({ ...target, runs: [], errors: [], median: {} }));
  try {
    const origins = await startStack(stack, port, baseline, http1);
    const profiles = {};
    for (const target of pages) {
      if (!target.storage || profiles[target.site]) continue;
      const dir = path.join(stack.work, `profile-${target.site}`);
      await makeProfile(dir, executablePath, origins[target.site], target.storage);
      profiles[target.site] = dir;
    }
    process.stdout.write(`Lighthouse: ${pages.length} pages × ${runs} cold runs, interleaved\n`);
    for (let run = 0; run < runs; run += 1) {
      for (const result of results) {
        process.stdout.write(`  run ${run + 1} ${result.site} ${result.path} `);
        try {
          const reportName = reports
            ? `${result.site}${result.path.replaceAll('/', '-').replace(/-$/, '')}-run${run + 1}`
            : undefined;
          const measured = await runOnce(
            executablePath,
            origins[result.site],
            { ...result, reportName },
            result.storage ? profiles[result.site] : undefined,
            stack.work,
            throttling,
          );
          result.runs.push(measured);
          process.stdout.write(
            `FCP ${Math.round(measured.fcp ?? 0)} LCP ${Math.round(measured.lcp ?? 0)} perf ${measured.perf}\n`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          result.errors.push(message);
          process.stdout.write(`failed: ${message}\n`);
        }
      }
    }
  } finally {
    await stopStack(stack);
  }
  for (const result of results) {
    for (const metric of [...METRICS, { key: 'api' }, { key: 'reporter' }, { key: 'requests' }]) {
      result.median[metric.key] = median(result.runs.map((entry) => entry[metric.key]));
    }
  }
  printTable(results, runs, throttling);
  const floor = results.find((result) => result.app === 'floor');
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        unit: 'ms; scores 0–100; bytes transferred (headers and compressed bodies), API JSON and the field reporter apart',
        setup: {
          lighthouse: `mobile preset, ${THROTTLING[throttling]}`,
          machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
          userAgents: USER_AGENTS,
          runs,
          order: 'interleaved: run n of every page before run n+1',
          ...(baseline ? { baseline } : {}),
        },
        pages: results.map(({ storage: _storage, ...result }) => ({
          ...result,
          ratioToFloor: Object.fromEntries(
            ['fcp', 'lcp', 'bytes'].map((key) => {
              const value = result.median[key];
              const base = floor?.median[key];
              return [key, typeof value === 'number' && base ? Number((value / base).toFixed(3)) : null];
            }),
          ),
        })),
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`\nwritten: ${path.relative(ROOT, OUT)}\n`);
  if (results.some((result) => result.runs.length === 0)) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
