import { WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { expect, test } from '../fixtures/test.ts';

/** product.md › 支持的手机: every page of the agent app, not only /login, runs only in a phone browser. */
test.describe('in the WeChat browser', () => {
  test.use({ userAgent: WECHAT_ANDROID_UA });

  test('a scanned /VnoOpenCard order says to open it in a browser', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await page.goto('/VnoOpenCard?pone=ORD20240613001');

    await expect(page.getByRole('heading', { name: '点击右上角在浏览器中打开' })).toBeVisible();
    await expect(page).toHaveURL(/\/VnoOpenCard\?pone=ORD20240613001$/);
    expect(calls).toEqual([]);
  });
});

test.describe('on a desktop system', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  });

  test('the universal top-up says the system is not supported', async ({ page }) => {
    await page.goto('/UniversalPay?recordNumber=R1&serviceid=17012345678&amount=50');

    await expect(page.getByRole('heading', { name: '该系统暂不支持开卡' })).toBeVisible();
  });
});
