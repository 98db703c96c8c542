import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '@bluecat/config/chromium';
import { ANDROID_CHROME_UA, PHONE, WECHAT_ANDROID_UA } from '@bluecat/config/devices';
import { defineConfig } from '@playwright/test';

/**
 * Journeys run against the production builds, served as a production host serves them
 * (scripts/serve.mjs: history fallback and the /api reverse proxy), with Prism answering /api.
 * Build first (`npm test` and `npm run e2e` do); the ports differ from `npm start` so both can run.
 */
const CI = Boolean(process.env.CI);
const HOST = '127.0.0.1';
const hallPort = Number(process.env.E2E_HALL_PORT ?? 5273);
const agentPort = Number(process.env.E2E_AGENT_PORT ?? 5274);
const prismPort = Number(process.env.E2E_PRISM_PORT ?? 4110);

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  // A journey through a dozen screens, each checked by axe, has taken 45–55 s with two workers on two busy
  // cores (business-query's tabs and queries, card lookup's face check); the waits inside stay as they are.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 2 : undefined,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/test.mjs for its closing summary line.
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  use: {
    browserName: 'chromium',
    // Recording a trace of every journey (a screenshot of every frame, a snapshot of every step) made
    // the journeys about 1.7 times as slow on two cores; a failing journey is run again with one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'hall',
      testMatch: 'hall/**/*.spec.ts',
      use: { ...PHONE, baseURL: `http://${HOST}:${hallPort}`, userAgent: WECHAT_ANDROID_UA },
    },
    {
      name: 'agent',
      testMatch: 'agent/**/*.spec.ts',
      use: { ...PHONE, baseURL: `http://${HOST}:${agentPort}`, userAgent: ANDROID_CHROME_UA },
    },
  ],
  webServer: {
    // Prism and both served builds in one process tree; it answers on the hall port once all are up.
    command: 'node scripts/start.mjs --e2e',
    cwd: path.resolve(__dirname, '..'),
    env: {
      HOST,
      // Always the mock here, even where a shell points API_TARGET at a real server.
      API_TARGET: '',
      HALL_PORT: String(hallPort),
      AGENT_PORT: String(agentPort),
      PRISM_PORT: String(prismPort),
    },
    url: `http://${HOST}:${hallPort}/`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
