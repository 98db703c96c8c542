import type { Page } from '@playwright/test';
import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** 已订业务 /orderbusine, answered by ORDER_BUSINESS's named examples. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

interface OrderRequest {
  type: number;
  page: number;
  pageSize: number;
}

/** Records each ORDER_BUSINESS request and lets `choose` pick the example per request. */
async function serveOrders(page: Page, choose: (request: OrderRequest) => string) {
  const requests: OrderRequest[] = [];
  await page.route('**/api/wechat/querySubscribeBusiness', async (route) => {
    const body = route.request().postDataJSON() as OrderRequest;
    requests.push(body);
    await route.fallback({ headers: { ...route.request().headers(), prefer: choose(body) } });
  });
  return requests;
}

const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

test('opens 已订业务 from the hall and shows each service with its status', async ({ page }) => {
  const requests = await serveOrders(page, () => 'example=success');
  await page.goto('/BusinessQuery');
  await page.getByRole('link', { name: '已订业务' }).click();

  await expect(page).toHaveURL(/\/orderbusine$/);
  await expect(page.getByRole('tab', { name: '基础套餐' })).toHaveAttribute('aria-selected', 'true');
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).nth(0)).toContainText('蓝猫19元畅享套餐');
  await expect(items(page).nth(0)).toContainText('生效中');
  await expect(items(page).nth(0)).toContainText(`订购时间${asServed('2024-04-15 14:20:11')}`);
  await expect(items(page).nth(1)).toContainText('预约中');
  await expect(items(page).nth(2)).toContainText('已失效');
  await expect(page.getByText('没有更多了')).toBeVisible();
  expect(requests).toEqual([{ token: 'demo-token', type: 1, page: 1, pageSize: 6 }]);
});

test('loads the next page on scroll and keeps each tab while on the screen', async ({ page }) => {
  // A full first page, then the three-item page ends the list.
  const requests = await serveOrders(page, (request) =>
    request.page === 1 ? 'example=fullPage' : 'example=success',
  );
  await page.goto('/orderbusine');
  await page.getByRole('tab', { name: '流量包' }).click();

  await expect(items(page)).toHaveCount(6);
  await page.getByText('3元300MB夜间流量包').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(items(page)).toHaveCount(9);
  await expect(page.getByText('没有更多了')).toBeVisible();

  await page.getByRole('tab', { name: '基础套餐' }).click();
  await page.getByRole('tab', { name: '流量包' }).click();
  await expect(items(page)).toHaveCount(9);

  const asked = requests.map(({ type, page: number }) => `${type}:${number}`);
  expect(asked.filter((entry) => entry.startsWith('2:'))).toEqual(['2:1', '2:2']);
  expect(asked.filter((entry) => entry.startsWith('1:'))).toHaveLength(2);
});

test('an answer carrying data shows 暂无数据', async ({ page, prism }) => {
  await prism.pick('querySubscribeBusiness', 'example=withDataField');
  await page.goto('/orderbusine');

  await page.getByRole('tab', { name: '增值业务' }).click();
  await expect(page.getByRole('tabpanel', { name: '增值业务' }).getByText('暂无数据')).toBeVisible();
  await expect(page.getByText('业务查询失败')).toHaveCount(0);
});

test('a failed first page offers 重试', async ({ page, prism }) => {
  await prism.pick('querySubscribeBusiness', 'code=500');
  await page.goto('/orderbusine');

  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    '服务器内部错误 (500)，请稍后重试...',
  );

  await prism.pick('querySubscribeBusiness', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(items(page)).toHaveCount(3);
});
