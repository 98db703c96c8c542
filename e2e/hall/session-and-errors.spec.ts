import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('shows the member in the hall and switches tabs', async ({ page }) => {
  await page.goto('/PersonalInformation');
  const card = page.getByRole('region', { name: '会员信息' });
  await expect(card.getByText('17088886666 · 3星用户')).toBeVisible();

  await page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '业务办理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '业务办理' })).toBeVisible();
  await expect(page.getByRole('link', { name: '变更套餐' })).toHaveAttribute('href', '/verification');
});

test('a -101 answer removes the token and offers 去登录', async ({ page, prism }) => {
  await prism.pick('memberInfo', 'example=tokenExpired');
  await page.goto('/PersonalInformation');

  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog.getByText('登录已失效，请重新登录')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Without a token, 去登录 leads through PersonalInformation to the WeChat authorisation.
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
});

test('a server error shows 服务器内部错误 (500)，请稍后重试...', async ({ page, prism }) => {
  await prism.pick('memberInfo', 'code=500');
  await page.goto('/BusinessQuery');

  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  const summary = page.getByRole('main');
  await expect(summary.getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');

  await prism.pick('memberInfo', 'example=success');
  await summary.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '我的号码' }).getByText('17088886666')).toBeVisible();
});

test('unknown route shows 页面不存在', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
});

/** Answers `path` with a success whose data is `data` (absent when undefined), as a careless server might. */
async function answerSuccessWith(page: Page, path: string, data: unknown) {
  await page.route(`**/api/wechat/${path}`, (route) =>
    route.fulfill({ json: data === undefined ? { code: 1, msg: '成功' } : { code: 1, msg: '成功', data } }),
  );
}

for (const [shape, data] of [
  ['null', null],
  ['absent', undefined],
  ['{}', {}],
] as const) {
  test(`a member answer with data ${shape} ends in the error state with 重试`, async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await answerSuccessWith(page, 'memberInfo', data);
    await page.goto('/PersonalInformation');

    await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('返回数据异常，请稍后重试');
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('an activity answer with data null ends in the error state, not a blank page', async ({ page }) => {
  await answerSuccessWith(page, 'activityDetail', null);
  await page.goto('/activityDetails?id=101');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('返回数据异常，请稍后重试');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});
