import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * Proves the harness itself: the served hall forwards /api to Prism, Prism answers the contract's
 * first example by default, and prism.pick chooses another one for the calls it names only.
 */
interface Answer {
  status: number;
  code: number | undefined;
}

async function post(page: Page, path: string, body: object): Promise<Answer> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      const code = response.headers.get('content-type')?.includes('json') ? JSON.parse(text).code : undefined;
      return { status: response.status, code };
    },
    { path, body },
  );
}

const exchange = (page: Page) =>
  post(page, '/api/wechat/pointsExchange', { token: 'demo-token', productId: 'P1001' });
const banner = (page: Page) => post(page, '/api/wechat/banner', { token: 'demo-token' });

test.beforeEach(async ({ page }) => {
  // A bare document on the hall's origin: the calls go through its /api proxy without the app's own calls.
  await page.route('**/__harness', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="zh-CN"><title>harness</title></html>',
    }),
  );
  await page.goto('/__harness');
});

test('the mock answers a picked example', async ({ page, prism }) => {
  expect(await exchange(page)).toEqual({ status: 200, code: 1 });

  await prism.pick('pointsExchange', 'example=insufficient');
  expect(await exchange(page)).toEqual({ status: 200, code: -100 });
});

test('a pick applies to the call it names only', async ({ page, prism }) => {
  await prism.pick('/api/wechat/banner', 'code=500');
  // Only a whole last segment matches: 'Exchange' is not the call pointsExchange.
  await prism.pick('Exchange', 'example=insufficient');

  expect(await banner(page)).toEqual({ status: 500, code: undefined });
  expect(await exchange(page)).toEqual({ status: 200, code: 1 });

  await prism.pick('banner', 'example=tokenExpired');
  expect(await banner(page)).toEqual({ status: 200, code: -101 });
});
