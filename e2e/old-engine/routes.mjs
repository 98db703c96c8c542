/**
 * Every address of both apps' route modules, opened signed in, in Chromium 69: the screen must come up
 * (neither the route error nor 页面不存在) without a page error, unhandled rejection or console error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANDROID_CHROME_UA, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { assertHealthy, openPage, settle, waitFor } from './page.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** A value for each route parameter (`/NoteRegister/:phone`). */
const PARAMETERS = { phone: '17088886666' };
const BROKEN_SCREENS = ['页面出错了', '页面加载失败', '页面不存在'];

/**
 * The addresses an app's route modules declare (e2e/addresses.gen.json, written from them by
 * `npm run generate`), each once, parameters filled in; the hall's home `/` first.
 */
export function appPaths(app) {
  const list = JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'addresses.gen.json'), 'utf8'));
  const addresses = [...(app === 'hall' ? ['/'] : []), ...(list[app] ?? [])];
  if (addresses.length === 0) throw new Error(`no addresses for ${app} in e2e/addresses.gen.json`);
  return [...new Set(addresses)].map((address) =>
    address.replace(/:(\w+)/g, (_, name) => PARAMETERS[name] ?? 'x'),
  );
}

async function openEach(page, origin, address) {
  page.problems.length = 0;
  await page.goto(`${origin}${address}`, { waitUntil: 'load' });
  // Some text in #root (a first screen's frame has its own), then a quiet network: chunks and data are in.
  await waitFor(
    page,
    'the screen to be drawn',
    () => {
      const root = document.getElementById('root');
      return Boolean(root && (root.textContent || '').trim() !== '');
    },
    undefined,
  );
  await settle(page);
  const broken = await page.evaluate(
    (texts) => texts.filter((text) => (document.body.textContent || '').includes(text)),
    BROKEN_SCREENS,
  );
  if (broken.length > 0) throw new Error(`${address} shows ${broken.join(', ')}`);
  assertHealthy(page);
}

export function routeChecks(origins) {
  const apps = [
    { app: 'hall', origin: origins.hall, userAgent: WECHAT_ANDROID_UA, storage: SUBSCRIBER_SESSION },
    { app: 'agent', origin: origins.agent, userAgent: ANDROID_CHROME_UA, storage: AGENT_SESSION },
  ];
  const tests = [];
  for (const { app, origin, userAgent, storage } of apps) {
    /** One tab per app, reused address after address: opening a tab costs more than a page load. */
    let shared;
    for (const address of appPaths(app)) {
      tests.push({
        name: `${app} ${address} opens`,
        async run(context) {
          if (!shared || shared.isClosed()) {
            shared = await openPage(context.browser, { userAgent, storage, everyLoad: true });
          }
          try {
            await openEach(shared, origin, address);
          } catch (error) {
            // A failed address leaves the tab as it was; the next starts from a fresh one.
            context.pages.push(shared);
            throw error;
          }
        },
      });
    }
  }
  return tests;
}
