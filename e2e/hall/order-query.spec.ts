import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** 订单查询 order query (product.md › 订单查询): number and SMS code (type '06'), the orders, one order. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

function recordBodies(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('queries the orders with an SMS code and opens one', async ({ page }) => {
  const codes = recordBodies(page, '/api/wechat/sendSmsCode');
  const queries = recordBodies(page, '/api/wechat/queryOrder');
  await page.goto('/BusinessQuery');
  await page.getByRole('link', { name: '订单查询' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单查询' })).toBeVisible();

  await page.getByLabel('手机号').fill('17012345678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+s/ })).toBeVisible();
  expect(codes).toEqual([expect.objectContaining({ mobilePhone: '17012345678', type: '06' })]);

  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '查询', exact: true }).click();

  const results = page.getByRole('region', { name: '17012345678 近三个月的订单' });
  await expect(results.getByRole('link')).toHaveCount(4);
  for (const status of ['待审核', '审核通过', '审核未通过', '订单已失效']) {
    await expect(results.getByText(status, { exact: true })).toBeVisible();
  }
  expect(queries).toEqual([expect.objectContaining({ mobilePhone: '17012345678', code: '123456' })]);
  // The code has served: it does not stay in the tab beside the orders.
  await expect(page.getByLabel('验证码')).toHaveValue('');
  const draft = await page.evaluate(() => sessionStorage.getItem('bluecat:draft:order-query-form'));
  expect(JSON.parse(draft ?? '{}')).toEqual({ mobilePhone: '17012345678', code: '' });

  await results.getByRole('link', { name: /补卡/ }).click();
  await expect(page).toHaveURL(/\/orderDetail\?oid=BK202406120001$/);
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  const detail = page.getByRole('region', { name: '订单信息' });
  await expect(detail.getByText('订单编号')).toBeVisible();
  await expect(detail.getByText('BK202406120001')).toBeVisible();
  await expect(detail).toContainText('审核结果将以短信通知，如有疑问请拨打客服热线10020。');

  // Back to the list, as it was.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(results.getByRole('link')).toHaveCount(4);
});

test('checks the number before sending a code and the code before querying', async ({ page }) => {
  const codes = recordBodies(page, '/api/wechat/sendSmsCode');
  await page.goto('/orderQuery');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '请输入手机号');
  await page.getByLabel('手机号').fill('12012345678');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expectToast(page, '请输入正确的手机号');
  await page.getByLabel('手机号').fill('17012345678');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expectToast(page, '请输入验证码');
  expect(codes).toEqual([]);
});

test('a wrong code says so and keeps what was typed', async ({ page, prism }) => {
  await prism.pick('queryOrder', 'example=wrongCode');
  await page.goto('/orderQuery');
  await page.getByLabel('手机号').fill('17012345678');
  await page.getByLabel('验证码').fill('000000');
  await page.getByRole('button', { name: '查询', exact: true }).click();

  await expectToast(page, '验证码错误');
  await expect(page.getByLabel('手机号')).toHaveValue('17012345678');
  await expect(page.getByLabel('验证码')).toHaveValue('000000');
  await expect(page.getByRole('region', { name: /近三个月的订单/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('手机号')).toHaveValue('17012345678');
});

test('says so when there is no order, and an unknown order shows why with 重试', async ({ page, prism }) => {
  await prism.pick('queryOrder', 'example=empty');
  await page.goto('/orderQuery');
  await page.getByLabel('手机号').fill('17012345678');
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('近三个月暂无订单')).toBeVisible();

  await prism.pick('orderDetail', 'example=notFound');
  await page.goto('/orderDetail?oid=XX1');
  await expect(page.getByRole('alert')).toHaveText('订单不存在');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});
