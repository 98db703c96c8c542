import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';

/**
 * The hall built with PUBLIC_ASSET_PREFIX, its static/** served by a second loopback origin standing in
 * for a CDN (scripts/nginx.mjs --cdn). Every script and stylesheet it names, and those it loads later,
 * carries its integrity, so a file the CDN changed is refused; the page then takes the file from its
 * own origin (the assets-retry plugin's next try), which holds the same build.
 */
const HOST = '127.0.0.1';
const CDN = `https://${HOST}:${Number(process.env.NGINX_CDN_STATIC_PORT ?? 5287)}`;
const PREFIX = `${CDN}/hall/`;
/** What a tampered file would do if it ran: a mark on the page (scripts) or on the root (styles). */
const SCRIPT_MARK = ';window.__tampered=true;';
const STYLE_MARK = '\n:root{--tampered:1}';

let cdn: APIRequestContext;
test.beforeAll(async () => {
  cdn = await request.newContext({ ignoreHTTPSErrors: true });
});
test.afterAll(async () => {
  await cdn.dispose();
});

interface Tag {
  url: string;
  crossorigin: string | undefined;
  integrity: string | undefined;
}

/** The page's scripts, stylesheets and script preloads, and the polyfill file its gate may write. */
function tagsOf(html: string): Tag[] {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags: Tag[] = [];
  // Tags only: an inline script's text (the polyfill gate writes a tag of its own) is not one.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  for (const [tag] of markup.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url =
      attribute(tag, 'src') ?? (/rel="(stylesheet|preload)"/.test(tag) ? attribute(tag, 'href') : undefined);
    if (url)
      tags.push({ url, crossorigin: attribute(tag, 'crossorigin'), integrity: attribute(tag, 'integrity') });
    const polyfills = attribute(tag, 'data-polyfills');
    if (polyfills) {
      tags.push({
        url: polyfills,
        crossorigin: 'anonymous',
        integrity: attribute(tag, 'data-polyfills-integrity'),
      });
    }
  }
  return tags;
}

test('every file the pages name is on the CDN with its integrity, and the policy names the CDN', async ({
  request: site,
}) => {
  for (const address of ['/', '/Recharge']) {
    const page = await site.get(address);
    expect(page.status()).toBe(200);
    const tags = tagsOf(await page.text());
    // The entry's scripts, the polyfills, and on /Recharge the route's preloaded scripts.
    expect(tags.length, address).toBeGreaterThanOrEqual(address === '/' ? 4 : 6);
    for (const tag of tags) {
      expect(tag.url.startsWith(`${PREFIX}static/`), tag.url).toBe(true);
      expect(tag.crossorigin, tag.url).toBe('anonymous');
      const file = await cdn.get(tag.url, { headers: { origin: new URL(page.url()).origin } });
      expect(file.status(), tag.url).toBe(200);
      expect(file.headers()['access-control-allow-origin'], tag.url).toBe('*');
      const digest = createHash('sha384')
        .update(await file.body())
        .digest('base64');
      expect(tag.integrity, tag.url).toBe(`sha384-${digest}`);
    }
    const policy = page.headers()['content-security-policy'] ?? '';
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src']) {
      const sources = new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1]?.split(/\s+/) ?? [];
      expect(sources, directive).toContain(CDN);
    }
  }
});

/**
 * Serves the CDN's files matching `pattern` with `mark` added, and records every static file the page
 * asks for, from the CDN or from its own origin.
 */
async function tamper(page: Page, pattern: RegExp, mark: string) {
  const tampered: string[] = [];
  const asked: string[] = [];
  page.on('request', (each) => {
    if (each.url().includes('/static/')) asked.push(each.url());
  });
  await page.route(
    (url) => url.href.startsWith(PREFIX) && pattern.test(url.pathname),
    async (route) => {
      const original = await route.fetch();
      tampered.push(route.request().url());
      await route.fulfill({ response: original, body: (await original.text()) + mark });
    },
  );
  const integrityErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text())) integrityErrors.push(message.text());
  });
  return { tampered, asked, integrityErrors };
}

/** Whether a mark of a tampered file took effect. */
function marked(page: Page) {
  return page.evaluate(() => ({
    script: (window as unknown as { __tampered?: boolean }).__tampered ?? false,
    style: getComputedStyle(document.documentElement).getPropertyValue('--tampered') !== '',
  }));
}

test('a tampered entry script is refused, and the page takes it from its own origin', async ({ page }) => {
  const seen = await tamper(page, /\/static\/js\/index\.[0-9a-f]+\.js$/, SCRIPT_MARK);
  await signInSubscriber(page);
  await page.goto('/PersonalInformation');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(seen.tampered).toHaveLength(1);
  expect(await marked(page)).toEqual({ script: false, style: false });
  expect(seen.integrityErrors.length).toBeGreaterThan(0);
  const entry = new URL(seen.tampered[0] as string).pathname.replace(/^\/hall/, '');
  expect(seen.asked).toContain(new URL(entry, page.url()).href);
});

/**
 * The retry tag the plugin writes for an entry file carries no `integrity`: once a try on the page's own
 * origin has failed (a weak network, a 5xx), the next must not go back to the CDN, where the changed
 * file would then run unchecked.
 */
test('a tampered entry script whose first retry on the own origin fails is never run from the CDN', async ({
  page,
}) => {
  const seen = await tamper(page, /\/static\/js\/index\.[0-9a-f]+\.js$/, SCRIPT_MARK);
  const ownTries: string[] = [];
  await page.route(
    (url) => !url.href.startsWith(PREFIX) && /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      ownTries.push(route.request().url());
      if (ownTries.length === 1) await route.abort('connectionreset');
      else await route.continue();
    },
  );
  await signInSubscriber(page);
  await page.goto('/PersonalInformation');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(await marked(page)).toEqual({ script: false, style: false });
  // The CDN was asked once, with the page's integrity; both retries stayed on the own origin.
  expect(seen.tampered).toHaveLength(1);
  expect(ownTries).toHaveLength(2);
});

test('a tampered route chunk and its stylesheet, loaded after the entry, are refused too', async ({
  page,
}) => {
  await signInSubscriber(page);
  // An address with a parameter has no page of its own: its route's files come through the runtime.
  const seen = await tamper(page, /\/static\/(js|css)\/async\//, '');
  await page.goto('/NoteRegister/17088886666');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const lazy = seen.asked.filter((url) => url.startsWith(PREFIX) && url.includes('/async/'));
  expect(lazy.some((url) => url.endsWith('.js'))).toBe(true);
  expect(lazy.some((url) => url.endsWith('.css'))).toBe(true);
  await page.unrouteAll({ behavior: 'wait' });

  // The same route again in a fresh page, with every lazily loaded file of the CDN changed.
  const fresh = await page.context().newPage();
  const again = await tamper(fresh, /\/static\/js\/async\//, SCRIPT_MARK);
  await fresh.route(
    (url) => url.href.startsWith(PREFIX) && /\/static\/css\/async\//.test(url.pathname),
    async (route) => {
      const original = await route.fetch();
      again.tampered.push(route.request().url());
      await route.fulfill({ response: original, body: (await original.text()) + STYLE_MARK });
    },
  );
  await fresh.goto('/NoteRegister/17088886666');
  await expect(fresh.getByRole('heading').first()).toBeVisible();
  expect(again.tampered.some((url) => url.endsWith('.js'))).toBe(true);
  expect(again.tampered.some((url) => url.endsWith('.css'))).toBe(true);
  expect(await marked(fresh)).toEqual({ script: false, style: false });
  expect(again.integrityErrors.length).toBeGreaterThan(0);
  // Each refused file came again from the page's own origin.
  for (const url of again.tampered) {
    const own = new URL(new URL(url).pathname.replace(/^\/hall/, ''), fresh.url()).href;
    expect(again.asked, own).toContain(own);
  }
});
