import { firstScreens } from '@bluecat/agent/first-screens';
import { expectOneWave, scriptsOf } from '../fixtures/first-wave.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

/** A configuration key of DOMPurify's, in its file minified or not. */
const SANITISER = 'ALLOWED_TAGS';

/**
 * The chunks a first screen asks for on purpose once it is drawn: the card entry's scan button and sheet
 * (product.md › 开卡向导 › 扫描卡板), named by its import request, so the arrival's bytes stay as they were.
 */
const AFTER_FIRST_PAINT: Record<string, string[]> = { '/OpenCard': ['./card-scan.tsx'] };

for (const address of firstScreens) {
  test(`${address} loads its route files with the entry, each once`, async ({ page }) => {
    // Nothing else comes later: the home's 个人信息 sheet is part of the home's own file.
    await expectOneWave(page, address, { app: 'agent', afterFirstPaint: AFTER_FIRST_PAINT[address] ?? [] });
  });
}

test('the home draws with no NutUI part: none of its styles in the page, none of its markup', async ({
  page,
}) => {
  // Its tiles, 退出登录 and the 个人信息 sheet are the app's own markup: NutUI's button alone put 21 KB of
  // styles into the page, and a script beside it, for one button.
  const response = await page.goto('/OpenCardMessage');
  const html = (await response?.text()) ?? '';
  await page.getByRole('button', { name: '个人信息' }).click();
  await expect(page.getByRole('dialog', { name: '个人信息' })).toBeVisible();
  expect(html.match(/\.nut-[\w-]+/g) ?? [], 'NutUI classes styled in the page').toEqual([]);
  expect(await page.locator('[class*="nut-"]').count(), 'NutUI elements drawn').toBe(0);
});

test('/OpenCard’s card entry loads no HTML sanitiser: it comes with the package step', async ({ page }) => {
  // DOMPurify (about 9 KB) only cleans the package descriptions of 套餐详情, the step after the card entry.
  const bodies = await scriptsOf(page, '/OpenCard', page.getByText('卡号为卡板背面ICCID的后7位。'));
  expect(bodies.filter((body) => body.includes(SANITISER)).length, 'files with the sanitiser').toBe(0);
});

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.clear());
  });

  test('/login’s own page draws its heading from the document alone', async ({ page }) => {
    // No script at all: what shows is what the document and its styles draw before the app starts.
    await page.route(/\/static\/js\//, (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '蓝猫移动开卡' })).toBeVisible();
    await expect(page.getByText('代理商工号登录')).toBeVisible();
  });

  test('the app draws the form under the same heading, once', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: '蓝猫移动开卡' })).toBeVisible();
  });
});
