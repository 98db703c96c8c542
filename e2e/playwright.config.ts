import path from 'node:path';
import { ANDROID_CHROME_UA, PHONE, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { defineConfig } from '@playwright/test';
import { JOURNEY_DAY } from './journey-day.mjs';
import { runSettings } from './run-settings.ts';

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
  ...runSettings(),
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
    // Every address at WeChat's larger text sizes and in 关怀版 (e2e/text-size/sweep.ts).
    {
      name: 'hall-text-size',
      testMatch: 'text-size/hall.spec.ts',
      use: { ...PHONE, baseURL: `http://${HOST}:${hallPort}`, userAgent: WECHAT_ANDROID_UA },
    },
    {
      name: 'agent-text-size',
      testMatch: 'text-size/agent.spec.ts',
      use: { ...PHONE, baseURL: `http://${HOST}:${agentPort}`, userAgent: ANDROID_CHROME_UA },
    },
  ],
  webServer: {
    // Prism and both served builds in one process tree; it answers on the hall port once all are up.
    command: 'node scripts/start.mjs --e2e',
    cwd: path.resolve(__dirname, '..'),
    env: {
      BLUECAT_HOST: HOST,
      // Always the mock here, even where a shell points API_TARGET at a real server.
      API_TARGET: '',
      // The mock dates its answers from the journeys' day, whatever day they run on.
      DEMO_TODAY: JOURNEY_DAY,
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
