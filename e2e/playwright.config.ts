import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '@bluecat/config/chromium';
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

/** A WeChat 8.0 in-app browser on Android, as the hall's subscribers open it. */
const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; V2218A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/4380 ' +
  'MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
/** Chrome on Android (reduced user agent, as Chrome sends it), the dealer agents' browser. */
const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const phone = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  timeout: 30_000,
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
    trace: 'retain-on-failure',
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
      use: { ...phone, baseURL: `http://${HOST}:${hallPort}`, userAgent: WECHAT_ANDROID_UA },
    },
    {
      name: 'agent',
      testMatch: 'agent/**/*.spec.ts',
      use: { ...phone, baseURL: `http://${HOST}:${agentPort}`, userAgent: ANDROID_CHROME_UA },
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
