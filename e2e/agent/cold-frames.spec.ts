import { DEMO_AGENT, signInAgent } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * A dealer's bookmarked wizard opens with its header and skeleton drawn by the document, before any
 * script (@bluecat/rsbuild-preset first-screens.ts); the app then draws the same header over it.
 */
test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

const TOP_UP_LINK = '/UniversalPay?recordNumber=R1&serviceid=17088886666&amount=50';

test('/OpenCard shows its heading before any script runs', async ({ page }) => {
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto('/OpenCard');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: '开卡' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
});

test('/OpenCard: the app draws its header where the frame had it, leaving one of each', async ({ page }) => {
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto('/OpenCard');
  const framed = await page.locator('header.bc-page-header').boundingBox();
  await page.unroute(/\/static\/js\//);
  await page.goto('/OpenCard');
  await expect(page.getByText('卡号为卡板背面ICCID的后7位。')).toBeVisible();
  // The wizard's header is inside its <main> (no banner of its own): one header, one h1.
  await expect(page.locator('header.bc-page-header')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.locator('header.bc-page-header').boundingBox()).toEqual(framed);
});

test('/UniversalPay, opened from a top-up link, shows its 话费充值 band before any script runs', async ({
  page,
}) => {
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto(TOP_UP_LINK);
  await expect(page.getByRole('heading', { level: 1, name: '话费充值' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  const framed = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.unroute(/\/static\/js\//);
  await page.goto(TOP_UP_LINK);
  // The app draws the order's card under the same band: one heading, where the frame had it.
  await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(framed);
});

for (const [address, title] of [
  ['/OpenPay', '开卡支付'],
  ['/WxQuery', '支付确认'],
] as const) {
  test(`${address}, opened cold on the way back from paying, shows ${title} before any script runs`, async ({
    page,
  }) => {
    await page.route(/\/static\/js\//, (route) => route.abort());
    await page.goto(address);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  });
}

test('the home shows its tiles before any script runs, then the agent over the same band', async ({
  page,
}) => {
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto('/OpenCardMessage');
  const tiles = page.getByRole('navigation', { name: '业务' });
  await expect(tiles.getByRole('link', { name: '开卡' })).toHaveAttribute('href', '/OpenCard');
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  const framed = await tiles.boundingBox();
  await page.unroute(/\/static\/js\//);
  await page.goto('/OpenCardMessage');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_AGENT.workName })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '业务' })).toHaveCount(1);
  expect(await tiles.boundingBox()).toEqual(framed);
});
