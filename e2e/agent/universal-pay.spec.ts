import type { Page } from '@playwright/test';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * product.md › 万能充值 /UniversalPay?recordNumber&serviceid&amount: 通用充值, a public page (no agent signs in). The
 * order is bossWxPay; its status, asked on the way back from the cashier, is bossQueryOrderByOutTradeNo.
 */
const LINK = '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50';
const ORDER = 'BOSS202405201030150009';

const payButton = (page: Page) => page.getByRole('button', { name: '立即支付' });

test('tops up a number through the cashier and shows it paid', async ({ page }) => {
  await page.goto(LINK);
  await expect(page.getByRole('region', { name: '充值信息' })).toContainText('¥50.00');
  await expect(page.getByText('17088886666')).toBeVisible();

  const order = page.waitForRequest((request) => request.url().endsWith('/api/wechat/bossWxPay'));
  await payButton(page).click();
  expect((await order).postDataJSON()).toMatchObject({
    phone: '17088886666',
    amount: 50,
    recordNumber: 'R20240520',
  });

  await expect(page).toHaveURL(/\/__demo\/wx-cashier\?/);
  await expect(page.getByRole('heading', { name: '微信支付（演示）' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('BOSSouttradeno'))).toBe(ORDER);

  const status = page.waitForRequest((request) =>
    request.url().includes('/api/wechat/bossQueryOrderByOutTradeNo'),
  );
  await page.getByRole('button', { name: '确认支付' }).click();

  // Back on the very link, which asks the order's status.
  await expect(page).toHaveURL(new RegExp(`${LINK.replace(/[?]/g, '\\?')}$`));
  expect(new URL((await status).url()).searchParams.get('outTradeNo')).toBe(ORDER);
  const done = page.getByRole('region', { name: '充值成功' });
  await expect(done).toContainText('17088886666');
  await expect(done).toContainText('¥50.00');
  await expect(done).toContainText(ORDER);
  await expect(payButton(page)).toHaveCount(0);

  // A reload shows the same paid top-up: nothing invites a second payment.
  await page.reload();
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
});

test('a refused top-up order stays on the page with the reason', async ({ page, prism }) => {
  await prism.pick('bossWxPay', 'example=failed');
  await page.goto(LINK);

  await payButton(page).click();

  await expectToast(page, '充值下单失败，请稍后重试');
  await expect(page).toHaveURL(/\/UniversalPay\?/);
  await expect(payButton(page)).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('BOSSouttradeno'))).toBeNull();
});

test('an unpaid order is continued or asked about again, never made twice', async ({ page, prism }) => {
  // Three trips to the cashier and a reload.
  test.slow();
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=unpaid');
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wechat/bossWxPay')) orders.push(request.url());
  });
  // An opening in progress in this tab keeps its own record number.
  await page.goto(LINK);
  await page.evaluate(() => sessionStorage.setItem('recordNumber', 'KK202406130001'));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/__demo\/wx-cashier\?/);
  await page.getByRole('button', { name: '取消' }).click();

  await expect(page.getByRole('alert')).toHaveText('订单尚未支付，请完成支付');
  await expect(page.getByText(ORDER)).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('recordNumber'))).toBe('KK202406130001');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('BOSStopUp') ?? 'null'))).toEqual({
    recordNumber: 'R20240520',
    serviceid: '17088886666',
    amount: 50,
  });

  // 继续支付 goes back to the cashier with the same order.
  await page.getByRole('button', { name: '继续支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/__demo/wx-cashier\\?.*out_trade_no=${ORDER}`));
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('alert')).toHaveText('订单尚未支付，请完成支付');

  // A reload does not offer a new order either.
  await page.reload();
  await expect(page.getByRole('button', { name: '继续支付' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);

  await prism.pick('bossQueryOrderByOutTradeNo', 'example=success');
  await page.getByRole('button', { name: '已完成支付？刷新结果' }).click();
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
  expect(orders).toHaveLength(1);
});

test('a paid top-up is not shown as paid on a link of the same record with another amount', async ({
  page,
}) => {
  // Link A (¥50) is paid.
  await page.goto(LINK);
  await payButton(page).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();

  // Link B: the same record, ¥100. A's order is not B's: B is offered to pay, not shown paid.
  const other = '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=100';
  await page.goto(other);
  await expect(page.getByRole('region', { name: '充值信息' })).toContainText('¥100.00');
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByRole('heading', { name: '充值成功' })).toHaveCount(0);

  // B's order, paid at the cashier, comes back with a status answer of ¥50 (the mock's one paid order):
  // not this link's top-up. The page says so and offers nothing to pay.
  await payButton(page).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '该订单的充值号码或金额与本链接不一致，无法确认本次充值。请勿重复支付，请联系客服核实。',
  );
  await expect(page.getByRole('heading', { name: '充值成功' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '订单信息' })).toContainText('¥50.00');
  await expect(payButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '继续支付' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重新查询订单' })).toBeVisible();
});

test('a link without its data pays nothing', async ({ page }) => {
  await page.goto('/UniversalPay?recordNumber=R20240520&serviceid=17088886666');
  await expect(page.getByRole('heading', { name: '充值链接无效' })).toBeVisible();
  await expect(page.getByText('数据缺失,请重新打开链接！')).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
});
