import type { Page } from '@playwright/test';
import { signAgreement } from '../fixtures/agreement.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * product.md › 扫码开卡, the scan-code variant. `?pone=<order>` reads the order behind a scanned code
 * (getPhoneById: number 17012345678, card …501234567, agent GZ0791001) and needs no login; `?title=`
 * is a channel's entry (Hgxh lands with title=pcssh) for the channel account signed in by its no-code
 * login. The package step lists the default package and the changeable ones.
 */
const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const next = (page: Page) => page.getByRole('button', { name: '下一步' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a link without its order says 数据缺失,请重新扫码！', async ({ page }) => {
  await page.goto('/VnoOpenCard?pone=');
  await expect(page.getByRole('heading', { level: 1, name: '数据缺失,请重新扫码！' })).toBeVisible();
  await expect(field(page, '手机号')).toHaveCount(0);
});

test('a channel link without its title says 数据缺失,请重新打开链接！', async ({ page }) => {
  await page.goto('/VnoOpenCard?title=');
  await expect(page.getByRole('heading', { level: 1, name: '数据缺失,请重新打开链接！' })).toBeVisible();
});

test('opens a scanned order: the order’s card, then a package picked from the list', async ({
  page,
  prism,
}) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=changeable');
  const order = page.waitForRequest((request) => request.url().endsWith('/api/wechat/getPhoneById'));
  await page.goto('/VnoOpenCard?pone=ORD20240613001');
  expect((await order).postDataJSON()).toMatchObject({ id: 'ORD20240613001' });

  await expect(field(page, '手机号')).toHaveValue('17012345678');
  await expect(field(page, '手机号')).toHaveAttribute('readonly', '');
  await expect(field(page, '卡号')).toHaveValue('1234567');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();

  const packages = page.waitForRequest(
    (request) => request.url().endsWith('/api/gzh/checkoffername') && request.postDataJSON()?.type === 1,
  );
  await next(page).click();
  expect((await packages).postDataJSON()).toMatchObject({ WorkNo: 'GZ0791001', type: 1, SystemId: 1 });

  await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
  const choices = page.getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /蓝猫19元畅享卡/ })).toBeChecked();
  await page.getByRole('radio', { name: /蓝猫39元大流量卡/ }).check();
  await expect(page.getByRole('heading', { name: '蓝猫39元大流量卡' })).toBeVisible();
  await expect(page.getByText('¥50.00')).toBeVisible();

  const save = page.waitForRequest((request) => request.url().endsWith('/api/gzh/addOpenCardLocation'));
  await next(page).click();
  expect((await save).postDataJSON()).toMatchObject({
    prodOfferId: '1354262',
    openCardLocation: 1,
    rechargeFlag: 'start',
    acceptPerson: 'GZ0791001',
  });
  await expect(page).toHaveURL(/\/VnoOpenPay$/);
});

test('an order that cannot be read says 获取数据失败 and offers 重试', async ({ page, prism }) => {
  await prism.pick('getPhoneById', 'example=failed');
  await page.goto('/VnoOpenCard?pone=ORD-GONE');
  await expect(page.getByText('获取数据失败，请稍后重试！')).toBeVisible();

  await prism.pick('getPhoneById', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(field(page, '手机号')).toHaveValue('17012345678');
});

test('a failed package list says 获取套餐异常，请联系管理员！', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=failed');
  await page.goto('/VnoOpenCard?pone=ORD20240613001');
  await next(page).click();

  await expectToast(page, '获取套餐异常，请联系管理员！');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});

test('a failed save asks to scan the code again', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=changeable');
  await prism.pick('addOpenCardLocation', 'example=failed');
  await page.goto('/VnoOpenCard?pone=ORD20240613001');
  await next(page).click();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await next(page).click();

  await expectToast(page, '缓存记录失败,请关闭链接重新扫码开卡！');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});

test('the Hgxh channel entry (title=pcssh) lets its account type the card', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=changeable');
  await signInAgent(page);
  await page.goto('/VnoOpenCard?title=pcssh');

  await field(page, '手机号').fill('17079112345');
  await field(page, '卡号').fill('1234567');
  await next(page).click();
  await expect(page.getByRole('radio')).toHaveCount(3);

  // The payment and real-name pages come back to the bare address: the entry is remembered.
  await page.goto('/VnoOpenCard');
  await expect(page.getByRole('radio')).toHaveCount(3);
});

test('the channel entry without its account goes to /login', async ({ page }) => {
  await page.goto('/VnoOpenCard?title=pcssh');
  await expect(page).toHaveURL(/\/login$/);
});

test('a scanned order’s free package opens through the real-name stand-in (systemId 3)', async ({
  page,
  prism,
}) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=changeable');
  await page.goto('/VnoOpenCard?pone=ORD20240613001');
  await expect(field(page, '手机号')).toHaveValue('17012345678');
  await next(page).click();
  // The default package is free (蓝猫19元畅享卡, ¥0.00): no cashier, on to the agreement.
  await expect(page.getByRole('radio', { name: /蓝猫19元畅享卡/ })).toBeChecked();
  await next(page).click();
  await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();
  await signAgreement(page);
  await next(page).click();

  await expect(progress(page).getByText('4/4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '实名认证' })).toBeVisible();
  // From here the server holds the record at the real-name step, which the way back reads.
  await prism.pick('queryOpenCardLocation', 'example=location4Free');
  const start = page.waitForRequest((request) => request.url().endsWith('/api/gzh/getBossUrl'));
  await page.getByRole('button', { name: '去实名' }).click();
  const { returnUrl } = (await start).postDataJSON();
  expect(new URL(returnUrl).pathname).toBe('/VnoOpenCard');
  await expect(page).toHaveURL(/\/__demo\/real-name\?/);
  // The agent app sends no referrer (Referrer-Policy no-referrer): the stand-in must not need one.
  expect(await page.evaluate(() => document.referrer)).toBe('');

  const submitted = page.waitForRequest((request) => request.url().endsWith('/api/gzh/dosubmit'));
  await page.getByRole('button', { name: '完成认证' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({ systemId: 3 });
  await expectToast(page, '支付成功开卡结束！！');
  await expect(page).toHaveURL(/\/VnoOpenCard(\?|$)/);
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});
