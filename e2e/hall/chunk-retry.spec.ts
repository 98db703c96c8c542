import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** product.md › 错误与提示: a page part that fails to load is fetched again from the same URL, without reloading the page. */
const ROUTE_CHUNK = /\/static\/(js|css)\/async\//;

/** Counts the page's own loads (the HTML document), which a reload would add to. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('a page whose files fail once opens from a second try of the same URLs', async ({ page }) => {
  const failedOnce = new Set<string>();
  const retried: string[] = [];
  await page.route(ROUTE_CHUNK, async (route) => {
    const url = route.request().url();
    if (failedOnce.has(url)) {
      retried.push(url);
      await route.continue();
      return;
    }
    failedOnce.add(url);
    await route.abort('failed');
  });
  const documentLoads = countDocumentLoads(page);

  await page.goto('/BusinessQuery');

  await expect(page.getByRole('region', { name: '我的号码' }).getByText('17088886666')).toBeVisible();
  expect(failedOnce.size).toBeGreaterThan(0);
  expect(retried.length).toBeGreaterThan(0);
  for (const url of retried) expect(failedOnce.has(url)).toBe(true);
  expect(documentLoads()).toBe(1);
});

test('a page whose files never arrive says 页面加载失败, and 重试 opens it', async ({ page }) => {
  await page.route(ROUTE_CHUNK, (route) => route.abort('failed'));

  await page.goto('/BusinessQuery');

  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 20_000 });
  await page.unroute(ROUTE_CHUNK);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '我的号码' }).getByText('17088886666')).toBeVisible();
});
