import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** 充值记录 from the query hub, with RECHARGE_RECORD answered by the contract's examples. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('lists the top-up records with date, number, title, status and amount', async ({ page }) => {
  await page.goto('/BusinessQuery');
  await page.getByRole('link', { name: '充值记录' }).click();

  await expect(page).toHaveURL(/\/record$/);
  await expect(page.getByRole('heading', { level: 1, name: '充值记录' })).toBeVisible();
  const items = page.getByRole('list', { name: '充值记录' }).getByRole('listitem');
  await expect(items).toHaveCount(5);

  const first = items.nth(0);
  await expect(first.getByRole('heading', { name: '话费充值50元' })).toBeVisible();
  await expect(first).toContainText('¥50.00');
  await expect(first).toContainText('充值号码 17088886666');
  await expect(first).toContainText(asServed('2024-05-20 10:30:15'));

  // One record in each status, in the contract's order 2, 1, 0, 3, 4.
  const statuses = ['充值成功', '充值中', '未支付', '充值失败，退款中', '充值失败，已退款'];
  for (const [index, status] of statuses.entries()) {
    await expect(items.nth(index)).toContainText(status);
  }

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/BusinessQuery$/);
});

test('says 暂无充值记录 when there are none', async ({ page, prism }) => {
  await prism.pick('rechargeRecord', 'example=empty');
  await page.goto('/record');

  await expect(page.getByText('暂无充值记录')).toBeVisible();
  await expect(page.getByRole('list', { name: '充值记录' })).toHaveCount(0);
});

test('shows a failed load with a retry', async ({ page, prism }) => {
  await prism.pick('rechargeRecord', 'code=500');
  await page.goto('/record');

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');

  await prism.pick('rechargeRecord', 'example=success');
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('list', { name: '充值记录' }).getByRole('listitem')).toHaveCount(5);
});
