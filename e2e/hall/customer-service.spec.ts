import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 在线客服: wx_url gives the subscriber's nick, and the chat page (here the demo stand-in configured in
 * apps/hall/.env) opens with nickName, nickType and nickId.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function expectChatWithNick(page: Page) {
  await expect(page).toHaveURL(/\/__demo\/service-chat\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('nickName'), query.get('nickType'), query.get('nickId')]).toEqual([
    '170****6666',
    'mobile',
    '17088886666',
  ]);
  await expect(page.getByRole('heading', { name: '在线客服（演示）' })).toBeVisible();
}

test('opens the chat from beside the hotline banner, and comes back to the hall', async ({ page }) => {
  await page.goto('/BusinessQuery');
  await page.getByRole('button', { name: '在线客服' }).click();
  await expectChatWithNick(page);

  await page.getByRole('button', { name: '返回营业厅' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
});

test('opens the chat from the member center and from the transfer menu', async ({ page }) => {
  await page.goto('/PersonalInformation');
  await page.getByRole('navigation', { name: '会员服务' }).getByRole('button', { name: '在线客服' }).click();
  await expectChatWithNick(page);

  await page.goto('/transfer');
  await page.getByRole('region', { name: '会员中心' }).getByRole('button', { name: '在线客服' }).click();
  await expectChatWithNick(page);
});

test('stays in the hall with the hotline when no nick comes back', async ({ page, prism }) => {
  await prism.pick('checknickName', 'code=500');
  await page.goto('/BusinessQuery');
  await page.getByRole('button', { name: '在线客服' }).click();
  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page).toHaveURL(/\/BusinessQuery$/);
});
