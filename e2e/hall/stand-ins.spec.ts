import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * The demo stand-ins of outside providers (apps/hall/demo) send the person back where the app asked —
 * the start call's returnUrl (which the demo stack's mock console adds to the stand-in's address), the
 * authorisation's redirect_uri — and never to the referrer: a page may send none, as the agent app's
 * pages never do (Referrer-Policy no-referrer).
 */

/** The hall's page at `path` served with Referrer-Policy no-referrer: the stand-in it leads to gets none. */
async function withoutReferrer(page: Page, path: RegExp) {
  await page.route(path, async (route) => {
    if (route.request().resourceType() !== 'document') {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'referrer-policy': 'no-referrer' } });
  });
}

const referrer = (page: Page) => page.evaluate(() => document.referrer);

test('face verification returns to the form its start call named, without a referrer', async ({ page }) => {
  await signInSubscriber(page);
  await withoutReferrer(page, /\/queryCard$/);
  await page.goto('/queryCard');
  await page.getByLabel('身份证号后六位').fill('15123x');
  await page.getByLabel('姓名').fill('张伟');
  const start = page.waitForRequest('**/api/wechat/queryPhone');
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  const { returnUrl } = (await start).postDataJSON();
  expect(new URL(returnUrl).pathname).toBe('/queryCard');

  await expect(page.getByRole('heading', { name: '人脸核验（演示）' })).toBeVisible();
  expect(await referrer(page)).toBe('');
  await page.getByRole('button', { name: '完成核验' }).click();

  // Back on the form, which asks for the result and opens the card list.
  await expect(page).toHaveURL(/\/card$/);
  await expectToast(page, '身份核验成功');
});

test('the face-verification stand-in opened without a return address says so and goes nowhere', async ({
  page,
}) => {
  await page.goto('/__demo/face-verify?biz_no=FA202405201030100001');
  await expect(page.getByText('核验参数错误：returnUrl 无效')).toBeVisible();
  await expect(page.getByRole('button', { name: '完成核验' })).toBeDisabled();

  // Another site is never a place to return to.
  await page.goto(
    `/__demo/face-verify?biz_no=FA202405201030100001&returnUrl=${encodeURIComponent('https://evil.example/queryCard')}`,
  );
  await expect(page.getByRole('button', { name: '完成核验' })).toBeDisabled();
});

test('WeChat authorisation returns to its redirect_uri, without a referrer', async ({ page }) => {
  await withoutReferrer(page, /\/BusinessQuery\?from=menu$/);
  await page.goto('/BusinessQuery?from=menu');
  await expect(page).toHaveURL(/\/__demo\/oauth-authorize\?/);
  expect(await referrer(page)).toBe('');
  await page.getByRole('button', { name: '允许' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/BusinessQuery');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('demo-token');
});

test('the ID-photo stand-in returns to the returnUrl of its start call, without a referrer', async ({
  page,
}) => {
  await signInSubscriber(page);
  await withoutReferrer(page, /\/invoiceVerify$/);
  await page.goto('/invoiceVerify');
  await page.getByLabel('手机号').fill('17088886666');
  const start = page.waitForRequest('**/api/wechat/invoiceOcr');
  await page.getByRole('button', { name: '收不到验证码？' }).click();
  const { returnUrl } = (await start).postDataJSON();
  await expect(page.getByRole('heading', { name: '证件识别（演示）' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(returnUrl);
  expect(await referrer(page)).toBe('');

  await page.getByRole('button', { name: '完成拍摄' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);
  await expect(page.getByText('开票号码 17088886666')).toBeVisible();
});
