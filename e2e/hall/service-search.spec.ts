import { STORAGE_KEYS } from '@bluecat/api/storage';
import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * 搜索服务: a subscriber types a service's name, an everyday word or its pinyin and lands on the screen,
 * from the shell's 搜索 beside the hotline or from 关怀版's home. What they opened comes back as 最近使用;
 * a word that finds nothing says so and offers 在线客服 and the hotline.
 */
const field = (page: Page) => page.getByRole('combobox', { name: '搜索服务' });
const results = (page: Page) => page.getByRole('listbox', { name: '搜索结果' });

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('cz finds 号码充值 first, and Enter opens it', async ({ page }) => {
  await page.goto('/BusinessQuery');
  await page.getByRole('link', { name: '搜索服务' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '搜索服务' })).toBeVisible();
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');

  await field(page).fill('cz');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(field(page)).toHaveAttribute('aria-controls', (await results(page).getAttribute('id')) ?? '');
  const first = results(page).getByRole('option').first();
  await expect(first).toContainText('号码充值');

  // The arrow keys choose through the combobox, as a screen reader reads them.
  await field(page).press('ArrowDown');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
});

test('发票 opens the invoice entry', async ({ page }) => {
  await page.goto('/search');
  await field(page).fill('发票');
  await results(page)
    .getByRole('option', { name: /电子发票/ })
    .click();
  await expect(page).toHaveURL(/\/invoiceVerify$/);
  await expect(page.getByRole('heading', { level: 1, name: '电子发票' })).toBeVisible();
});

test('a service opened shows in 最近使用 after a reload, the last first', async ({ page }) => {
  await page.goto('/search');
  await field(page).fill('xiaohu');
  await results(page).getByRole('option', { name: /销户/ }).click();
  await expect(page).toHaveURL(/\/cancel$/);

  await page.goto('/search');
  await field(page).fill('流量');
  await results(page)
    .getByRole('option', { name: /套餐余量/ })
    .click();
  await expect(page).toHaveURL(/\/setMeal$/);

  await page.goto('/search');
  await page.reload();
  const recent = page.getByRole('region', { name: '最近使用' });
  await expect(recent.getByRole('button')).toHaveText(['套餐余量', '销户']);
  await recent.getByRole('button', { name: '销户' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '销户' })).toBeVisible();
});

test('a word that finds nothing says so, and offers 在线客服 and 10020', async ({ page }) => {
  await page.goto('/search');
  await field(page).fill('天气预报');
  await expect(page.getByText('没有找到与“天气预报”相关的服务')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  const help = page.getByRole('region', { name: '没有找到服务' });
  await expect(help.getByRole('button', { name: '在线客服' })).toBeVisible();
  await expect(help.getByRole('link', { name: '拨打客服热线10020' })).toHaveAttribute('href', 'tel:10020');
});

test('the search and its pinyin load only when the search opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/Recharge');
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
  // The search's own chunk (its catalogue and pinyin); its route module, a few names and addresses, comes
  // ahead of a tap on the link (@bluecat/ui route-discovery.ts).
  const searchPage = (url: string) => /\/service-search\.[0-9a-f]+\.js$/.test(url);
  expect(scripts.filter(searchPage)).toEqual([]);

  await page.getByRole('link', { name: '搜索服务' }).click();
  await field(page).fill('hf');
  await expect(results(page).getByRole('option').first()).toContainText('号码充值');
  expect(scripts.filter(searchPage)).not.toEqual([]);
});

test('关怀版’s home has the search, in large type', async ({ page }) => {
  await page.addInitScript((key: string) => window.localStorage.setItem(key, '1'), STORAGE_KEYS.careMode);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '蓝猫移动 关怀版' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '搜索服务' }).click();
  await field(page).fill('补卡');
  await results(page).getByRole('option', { name: /补卡/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '补卡' })).toBeVisible();
});
