import path from 'node:path';
import { ANDROID_CHROME_UA, PHONE, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { defineConfig } from '@playwright/test';
import { JOURNEY_DAY } from './journey-day.mjs';
import { runSettings } from './run-settings.ts';

/**
 * The apps as deployed: the production builds behind Debian's nginx with the rendered deploy/nginx
 * configuration (scripts/nginx.mjs: TLS on loopback, the demo stand-in pages, Prism behind the mock
 * console as the API), under the real Content-Security-Policy. A smoke set of the journeys runs with
 * `strictPage` (any policy violation, console error or uncaught exception fails), and
 * e2e/nginx/headers.spec.ts checks the headers, fallback, cache and proxy rules.
 *
 * Pointed at a deployment, only the header check runs and no server is started:
 *   CHECK_HALL_URL=https://hall.example.com CHECK_AGENT_URL=https://agent.example.com \
 *     npx playwright test -c e2e/playwright.nginx.config.ts --project headers
 */
const CI = Boolean(process.env.CI);
const HOST = '127.0.0.1';
const hallPort = Number(process.env.NGINX_HALL_PORT ?? 5280);
const agentPort = Number(process.env.NGINX_AGENT_PORT ?? 5281);
/** The hall built with PUBLIC_ASSET_PREFIX, and the second loopback origin serving its static/ (the CDN). */
const cdnHallURL = `https://${HOST}:${Number(process.env.NGINX_CDN_HALL_PORT ?? 5286)}`;
const external = Boolean(process.env.CHECK_HALL_URL || process.env.CHECK_AGENT_URL);
const hallURL = process.env.CHECK_HALL_URL ?? `https://${HOST}:${hallPort}`;
const agentURL = process.env.CHECK_AGENT_URL ?? `https://${HOST}:${agentPort}`;

/** One success journey per flow the issue names; titles as in the journey files. */
const HALL_SMOKE = [
  'redirects to WeChat authorisation and signs in with the returned code',
  'tops up the bound number with 30元 and lands on 支付成功',
  "shows this month's bill with its total, a drawn chart",
  'looks up the cards under an identity after face verification',
  '4. issues a personal invoice and lands on /billing',
  // try_files answers an address people arrive at with its own page (Recharge.html).
  '/Recharge loads its route files with the entry, each once',
];
const AGENT_SMOKE = [
  'signs in with work number, password and image code',
  'opens a free package from the card entry to the end of the real-name step',
  'uploads a photo taken with the camera and moves to real-name',
  'pays by WeChat at the cashier and continues the opening at the agreement',
  // The card-board scan's WebAssembly decoder under the agent's policy ('wasm-unsafe-eval').
  'a scan fills 卡号 with the last 7 digits, stops the camera, and the opening goes on',
  '/login loads its route files with the entry, each once',
];
const titles = (list: string[]) =>
  new RegExp(list.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

/** Outputs beside the build-served run's, under nginx/. */
const settings = runSettings('nginx');

export default defineConfig<{ strictPage: boolean }>({
  ...settings,
  use: {
    ...settings.use,
    // The test certificate is self-signed; the policy is enforced (no bypassCSP).
    ignoreHTTPSErrors: true,
  },
  projects: [
    {
      name: 'headers',
      testMatch: 'nginx/*.spec.ts',
      use: { baseURL: hallURL },
    },
    {
      name: 'nginx-hall',
      testMatch: [
        'hall/first-screens.spec.ts',
        'hall/sign-in.spec.ts',
        'hall/recharge.spec.ts',
        'hall/bills.spec.ts',
        'hall/card-lookup.spec.ts',
        'hall/invoice.spec.ts',
      ],
      grep: titles(HALL_SMOKE),
      use: { ...PHONE, baseURL: hallURL, userAgent: WECHAT_ANDROID_UA, strictPage: true },
    },
    {
      // static/** from another origin with subresource integrity (PUBLIC_ASSET_PREFIX): the page's tags and
      // a tampered file, then a payment journey through the stand-ins under the policy that names the CDN.
      name: 'cdn',
      testMatch: 'cdn/*.spec.ts',
      use: { ...PHONE, baseURL: cdnHallURL, userAgent: WECHAT_ANDROID_UA },
    },
    {
      name: 'cdn-hall',
      testMatch: 'hall/recharge.spec.ts',
      grep: titles(['tops up the bound number with 30元 and lands on 支付成功']),
      use: { ...PHONE, baseURL: cdnHallURL, userAgent: WECHAT_ANDROID_UA, strictPage: true },
    },
    {
      name: 'nginx-agent',
      testMatch: [
        'agent/first-screens.spec.ts',
        'agent/login.spec.ts',
        'agent/open-card.spec.ts',
        'agent/open-card-steps.spec.ts',
        'agent/payment.spec.ts',
        'agent/card-scan.spec.ts',
      ],
      grep: titles(AGENT_SMOKE),
      use: { ...PHONE, baseURL: agentURL, userAgent: ANDROID_CHROME_UA, strictPage: true },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/nginx.mjs --e2e --cdn',
        cwd: path.resolve(__dirname, '..'),
        // The mock dates its answers from the journeys' day, whatever day they run on.
        env: { DEMO_TODAY: JOURNEY_DAY },
        url: `${hallURL}/`,
        ignoreHTTPSErrors: true,
        reuseExistingServer: !CI,
        // The hall's build for the CDN check comes first when the one kept is older than apps/hall/dist.
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
});
