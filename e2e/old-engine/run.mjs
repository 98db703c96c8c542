#!/usr/bin/env node
/**
 * The apps in Chromium 69, the oldest engine they target: every address of both apps' route modules, then the
 * money journeys and one journey per face-verification flow, against the production builds and Prism
 * (scripts/start.mjs --e2e on ports of its own). One browser, one page at a time. A page error, an
 * unhandled rejection or a console error fails the test it happens in.
 *
 *   node e2e/old-engine/run.mjs [--grep text]
 *
 * Env: OLD_ENGINE_HALL_PORT (5290), OLD_ENGINE_AGENT_PORT (5291), OLD_ENGINE_PRISM_PORT (4130).
 * A test with `browserArgs` (a function giving extra switches: the card scan's fake camera) runs in a
 * browser of its own. A failed test runs once more in fresh pages (run-tests.mjs). Prints `N passed, N failed` last and writes
 * it, with the names of what failed, to e2e/test-results/results-old-engine.json.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANDROID_CHROME_UA, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_69_ARGS, ensureChromium69 } from './chromium-69.mjs';
import { agentJourneys, hallJourneys } from './journeys.mjs';
import { collectLandmarks, layoutTests, lazyReference } from './layout.mjs';
import { openPage, settle } from './page.mjs';
import { proportionChecks } from './proportions.mjs';
import { routeChecks } from './routes.mjs';
import { runTests } from './run-tests.mjs';
import { startServers, stopServers } from './servers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RESULTS = path.join(ROOT, 'e2e', 'test-results', 'results-old-engine.json');
const HOST = '127.0.0.1';
const ports = {
  hall: Number(process.env.OLD_ENGINE_HALL_PORT || 5290),
  agent: Number(process.env.OLD_ENGINE_AGENT_PORT || 5291),
  prism: Number(process.env.OLD_ENGINE_PRISM_PORT || 4130),
};
const origins = { hall: `http://${HOST}:${ports.hall}`, agent: `http://${HOST}:${ports.agent}` };
/** A test that has not ended by then has hung: it fails, and the next one gets a fresh page. */
const TEST_TIMEOUT_MS = 60_000;

const { values: flags } = parseArgs({ options: { grep: { type: 'string' } } });

const USER_AGENTS = { hall: WECHAT_ANDROID_UA, agent: ANDROID_CHROME_UA };
const references = lazyReference('chromium-69', origins, USER_AGENTS);

/** An arrival screen in Chromium 69: its picture and landmarks, once its data is in. */
async function measureScreen(screen, context) {
  const page = await openPage(context.browser, {
    userAgent: USER_AGENTS[screen.app],
    storage: screen.storage,
  });
  context.pages.push(page);
  await page.goto(`${origins[screen.app]}${screen.address}`, { waitUntil: 'load' });
  await settle(page);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { landmarks: await page.evaluate(collectLandmarks), png: await page.screenshot() };
}

async function main() {
  const executablePath = ensureChromium69();
  const tests = [
    ...routeChecks(origins),
    ...proportionChecks(origins),
    ...layoutTests('chromium-69', references, measureScreen),
    ...hallJourneys(origins.hall),
    ...agentJourneys(origins.agent),
  ].filter((test) => !flags.grep || test.name.includes(flags.grep));
  const servers = await startServers(ports);
  if (tests.some((test) => test.name.startsWith('layout:'))) references.start();
  const browser = await puppeteer.launch({ executablePath, args: [...CHROMIUM_69_ARGS] });
  process.stdout.write(`${await browser.version()}: ${tests.length} tests\n`);
  let summary;
  try {
    summary = await runTests(tests, {
      engine: 'Chromium 69',
      results: RESULTS,
      timeoutMs: TEST_TIMEOUT_MS,
      start: async (test) =>
        test.browserArgs
          ? {
              browser: await puppeteer.launch({
                executablePath,
                args: [...CHROMIUM_69_ARGS, ...test.browserArgs()],
              }),
              own: true,
              pages: [],
            }
          : { browser, pages: [] },
      // What the page reported before the step that timed out is usually the cause.
      fail: async (_test, context) => {
        const problems = (context?.pages ?? []).flatMap((page) => page.problems ?? []);
        return problems.length > 0 ? ['page problems:', ...problems] : [];
      },
      end: async (context) => {
        for (const page of context?.pages ?? []) await page.close().catch(() => undefined);
        if (context?.own) await context.browser.close().catch(() => undefined);
      },
    });
  } finally {
    await browser.close().catch(() => undefined);
    await stopServers(servers);
  }
  process.exit(summary.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
