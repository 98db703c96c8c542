import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Addresses a subscriber opens cold, from a message or a menu link: each page draws its screen's header
 * and skeleton before any script (@bluecat/rsbuild-preset first-screens.ts), and the app draws the
 * screen over it in the same place.
 */
const COLD = [
  ['/invoiceVerify', '电子发票'],
  ['/message', '留言区'],
  ['/store', '门店查询'],
] as const;

/** A generated table of the hall's config (route-modules.gen.json, route-titles.gen.json, …). */
const config = <T>(file: string): T =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../apps/hall/src/config', file), 'utf8')) as T;

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

/** Opens `address` with none of the app's scripts: what shows is what the document and its styles draw. */
async function openWithoutScripts(page: Page, address: string): Promise<void> {
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto(address);
}

const headerBox = async (page: Page) => page.locator('header.bc-page-header').boundingBox();

for (const [address, title] of COLD) {
  test(`${address} shows its heading before any script runs`, async ({ page }) => {
    await openWithoutScripts(page, address);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  });

  test(`${address}: the app draws its header where the frame had it, leaving one of each`, async ({
    page,
  }) => {
    await openWithoutScripts(page, address);
    const framed = await headerBox(page);
    await page.unroute(/\/static\/js\//);
    await page.goto(address);
    await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    expect(await headerBox(page)).toEqual(framed);
  });
}

test('a screen that draws no header of its title gets the skeleton alone', async ({ page }) => {
  // 支付成功！ is the result's own heading, in the page, not a header.
  await openWithoutScripts(page, '/paySuccess');
  await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('every address’s own page draws its frame: its titled header, or the skeleton alone', async ({
  request,
}) => {
  const { skeletonOnly } = config<{ skeletonOnly: Record<string, string> }>('first-screen-frames.gen.json');
  const titled = config<Record<string, string>>('route-titles.gen.json');
  const tabs = ['/Recharge', '/BusinessQuery', '/BusinessHandle', '/PersonalInformation'];
  for (const address of Object.keys(config<Record<string, string[]>>('route-modules.gen.json'))) {
    const html = await (await request.get(address)).text();
    const root = /<div id="root">([\s\S]*?)<\/div>(?=\s*(?:<script|<\/body|$))/.exec(html)?.[1] ?? '';
    expect.soft(root, `${address}: a frame in its root`).toContain('bc-page-skeleton');
    if (tabs.includes(address)) continue;
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(root)?.[1];
    expect
      .soft(heading, `${address}: its frame's heading`)
      .toBe(address in skeletonOnly ? undefined : titled[address]);
  }
});
