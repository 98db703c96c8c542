import { firstScreens } from '@bluecat/hall/first-screens';
import type { Locator, Page } from '@playwright/test';
import { asServed } from '../fixtures/demo-calendar.ts';
import { expectOneWave, openAndListFiles, scriptsOf } from '../fixtures/first-wave.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

// The first screens, and deeper addresses a notice or a shared link opens: every address has its page.
for (const address of [...firstScreens, '/record', '/balance', '/integral/myPoints', '/activity']) {
  test(`${address} loads its route files with the entry, each once`, async ({ page }) => {
    // The bills' chart (echarts, 120 KB) comes once the figures, in text, are painted.
    await expectOneWave(page, address, { app: 'hall', afterFirstPaint: ['chart'] });
  });
}

// Screens opened cold from a link (a WeChat menu, a message). The message page's banners turn (NutUI's
// Swiper) once its comments are drawn; the store finder's counties come once its stores are.
for (const [address, afterFirstPaint] of [
  ['/message', ['carousel']],
  ['/store', ['region-counties']],
  ['/verification', []],
] as const) {
  test(`${address}, opened from a link, loads its route files with the entry, each once`, async ({
    page,
  }) => {
    await expectOneWave(page, address, { app: 'hall', afterFirstPaint });
  });
}

test('an address with a parameter gets the entry alone, and its route files after it', async ({ page }) => {
  const { named, requested } = await openAndListFiles(page, '/NoteRegister/17088886666');

  expect([...named].filter((file) => file.includes('/async/'))).toEqual([]);
  expect(requested.some((file) => file.includes('/async/'))).toBe(true);
  await expect(page.getByRole('heading', { name: '防护登记' })).toBeVisible();
});

test('a tab’s own page draws the hall’s frame from the document alone', async ({ page }) => {
  // No script at all: what shows is what the document and its styles draw before the app starts.
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto('/BusinessQuery');
  const tabs = page.getByRole('navigation', { name: '营业厅' });
  await expect(tabs.getByRole('link', { name: '业务查询' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('note')).toContainText('客服热线10020');
  await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
});

test('the app draws the tab over the frame, leaving one of each', async ({ page }) => {
  await page.goto('/BusinessQuery');
  await expect(page.getByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '营业厅' })).toHaveCount(1);
  await expect(page.getByRole('note')).toHaveCount(1);
  await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0);
});

/** core-js's shared store key: in every file that carries one of its polyfills, minified or not. */
const CORE_JS = '__core-js_shared__';

test('a current browser downloads no polyfill', async ({ page }) => {
  const bodies = await scriptsOf(page, '/Recharge', page.getByRole('group', { name: '话费充值' }));
  expect(bodies.filter((body) => body.includes(CORE_JS))).toEqual([]);
});

test('a browser that lacks a polyfilled API gets the polyfills before the app runs', async ({ page }) => {
  await page.addInitScript(() => {
    // As on Chrome 69 / iOS 12: no Object.hasOwn (Chrome 93, Safari 15.4).
    delete (Object as { hasOwn?: unknown }).hasOwn;
  });
  const { requested } = await openAndListFiles(page, '/Recharge');
  expect(requested.filter((file) => /\/legacy-polyfills\.\w+\.js$/.test(file))).toHaveLength(1);
  await expect(page.getByRole('group', { name: '话费充值' })).toBeVisible();
  expect(await page.evaluate(() => typeof Object.hasOwn)).toBe('function');
});

/** The transport's session header, a name no other code of the hall holds: in whichever file carries it. */
const TRANSPORT = 'thirdSession';

test('the early script and the app share one copy of how a call is made', async ({ page }) => {
  const bodies = await scriptsOf(page, '/Recharge', page.getByRole('group', { name: '话费充值' }));
  expect(bodies.filter((body) => body.includes(TRANSPORT))).toHaveLength(1);
});

/** Names NutUI gives its header and button components: in whichever file carries their code. */
const NUTUI_HEADER_AND_BUTTON = ['NutNavBar', 'NutButton'];

// The header and buttons are NutUI's markup and styles drawn by the project's own components.
for (const [address, heading] of [
  ['/invoiceVerify', '电子发票'],
  ['/verification', '变更套餐'],
] as const) {
  test(`${address} shows its header and buttons without NutUI's component code`, async ({ page }) => {
    const bodies = await scriptsOf(page, address, page.getByRole('heading', { level: 1, name: heading }));
    for (const name of NUTUI_HEADER_AND_BUTTON) {
      expect(
        bodies.some((body) => body.includes(name)),
        name,
      ).toBe(false);
    }
  });
}

const isCall = (path: string) => (request: { url(): string }) => new URL(request.url()).pathname === path;

test('a tab’s first calls start from the document, before the app’s scripts have run', async ({ page }) => {
  // Only the page's early script (and the chunk it shares with the app) arrives: the app's own scripts never do.
  await page.route(/\/static\/js\/(?!early-(calls|shared)\.).*\.js$/, (route) => route.abort());
  const member = page.waitForRequest(isCall('/api/wechat/memberInfo'));
  const products = page.waitForRequest(isCall('/api/wechat/product'));
  await page.goto('/Recharge');
  await Promise.all([member, products]);
});

/** Opens `address` and says how many times each API path was requested until the network was quiet. */
async function callsSent(page: Page, address: string, shown: Locator): Promise<Record<string, number>> {
  const sent: Record<string, number> = {};
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) sent[pathname] = (sent[pathname] ?? 0) + 1;
  });
  await page.goto(address);
  await expect(shown).toBeVisible();
  await page.waitForLoadState('networkidle');
  return sent;
}

test('a first call started from the document is the screen’s own: each is sent once', async ({ page }) => {
  const sent = await callsSent(page, '/Recharge', page.getByRole('group', { name: '话费充值' }));
  expect(sent).toMatchObject({
    '/api/wechat/memberInfo': 1,
    '/api/wechat/product': 1,
    '/api/wechat/queryBalance': 1,
  });
});

test('a bill of the month in the address is asked once, for that month, by its loader and screen together', async ({
  page,
}) => {
  const bills: unknown[] = [];
  page.on('request', (request) => {
    if (isCall('/api/wechat/queryBill')(request)) bills.push(request.postDataJSON());
  });
  // An address with a query string gets no early calls: the route's loader starts the bill.
  await page.goto(`/billDetails?date=${asServed('2024-03')}`);
  await expect(page.getByRole('heading', { level: 2, name: /总费用/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(bills).toEqual([expect.objectContaining({ date: asServed('2024-03') })]);
});

test('the comments’ first page and the banners are asked from the document, before the app’s scripts have run', async ({
  page,
}) => {
  await page.route(/\/static\/js\/(?!early-(calls|shared)\.).*\.js$/, (route) => route.abort());
  const comments = page.waitForRequest(isCall('/api/wechat/commentList'));
  const banners = page.waitForRequest(isCall('/api/wechat/getBanner'));
  await page.goto('/message');
  expect((await comments).postDataJSON()).toMatchObject({ tab: 0, page: 1, page_size: 15 });
  await banners;
});

test('the comment zone sends its first calls once each', async ({ page }) => {
  const sent = await callsSent(page, '/message', page.getByRole('region', { name: '活动推荐' }));
  expect(sent).toMatchObject({ '/api/wechat/commentList': 1, '/api/wechat/getBanner': 1 });
});

test('the comments show without waiting for the banners’ carousel code, then the banners turn', async ({
  page,
}) => {
  // The carousel's code (NutUI's Swiper, with its gesture library) is held until the comments are drawn.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('nut-swiper')) await released;
    await route.fulfill({ response, body });
  });
  await page.goto('/message');
  await expect(page.getByRole('article', { name: '小蓝' })).toBeVisible();
  const banners = page.getByRole('region', { name: '活动推荐' });
  await expect(banners.getByRole('link', { name: '吐槽专区活动1' })).toBeVisible();

  release();
  await expect(banners.locator('.nut-swiper')).toBeVisible();
  await expect(banners.getByRole('img', { name: '吐槽专区活动2' }).first()).toBeAttached();
});
