import path from 'node:path';
import { CHROMIUM_ARGS, findHeadlessChromium } from '@bluecat/test-browsers/chromium';
import type { PlaywrightTestConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);

/**
 * How both Playwright configurations run their journeys: the build-served one (playwright.config.ts)
 * and the nginx one (playwright.nginx.config.ts). `name` keeps their outputs apart.
 */
export function runSettings(name?: string) {
  // Each run empties its own folders as it starts (test-results/…) or ends (playwright-report/…), and the
  // nginx run, Chromium 69's and WebKit's write beside the journeys while they run (scripts/test.mjs).
  const folder = (base: string) => `${base}/${name ?? 'journeys'}`;
  return {
    testDir: '.',
    outputDir: folder('test-results'),
    // A journey through a dozen screens, each checked by axe, has taken 45–55 s with two workers on two
    // busy cores (business-query's tabs and queries, card lookup's face check); the waits inside stay.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: true,
    forbidOnly: CI,
    retries: CI ? 1 : 0,
    workers: CI ? 2 : undefined,
    reporter: [
      ['list'],
      ['html', { open: 'never', outputFolder: folder('playwright-report') }],
      // Read by scripts/test.mjs for its closing summary line.
      ['json', { outputFile: `test-results/results${name ? `-${name}` : ''}.json` }],
      // Every storage name the journeys wrote, with its flow (fixtures/stored-keys.ts).
      [
        path.join(__dirname, 'stored-keys-reporter.ts'),
        { outputFile: `test-results/stored-keys${name ? `-${name}` : ''}.json` },
      ],
    ],
    use: {
      browserName: 'chromium',
      // Recording a trace of every journey (a screenshot of every frame, a snapshot of every step) made
      // the journeys about 1.7 times as slow on two cores; a failing journey is run again with one.
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      // The headless shell when installed (scripts/ensure-chromium.mjs installs it): every test opens a
      // context of its own, which costs a quarter of the CPU there that it costs in the desktop build.
      launchOptions: { executablePath: findHeadlessChromium(), args: [...CHROMIUM_ARGS] },
    },
  } satisfies PlaywrightTestConfig;
}
