import type { Page } from '@playwright/test';
import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

const SERVER_ERROR = '服务器内部错误 (500)，请稍后重试...';

/** Files of the echarts chunk fetched by the page so far. */
function watchEcharts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/lib-echarts/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

test("shows this month's bill with its total, a drawn chart and the way to top-up and history", async ({
  page,
}) => {
  const echarts = watchEcharts(page);
  await page.goto('/bill');

  await expect(page.getByRole('heading', { level: 1, name: '本月账单' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '您好，您本月截至目前的账单为：总费用26.50元', exact: true }),
  ).toBeVisible();

  const chart = page.getByRole('img', {
    name: '费用构成：套餐费19.00元，流量费5.00元，语音费2.20元，短信费0.30元',
  });
  await expect(chart.locator('canvas')).toBeVisible();
  expect(echarts.length).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: '费用构成明细' }).getByRole('listitem')).toHaveText([
    /套餐费19\.00元71\.7%/,
    /流量费5\.00元18\.9%/,
    /语音费2\.20元8\.3%/,
    /短信费0\.30元1\.1%/,
  ]);
  await expect(page.getByRole('region', { name: '费用明细' }).getByText('国内语音通话费')).toBeVisible();
  await expect(page.getByText('本账单为截至目前的实时费用，最终以月结账单为准。')).toBeVisible();

  const links = page.getByRole('navigation', { name: '账单服务' });
  await expect(links.getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/Recharge');
  await links.getByRole('link', { name: '历史账单' }).click();
  await expect(page).toHaveURL(/\/historyBill$/);
  await expect(page.getByRole('heading', { level: 1, name: '历史账单' })).toBeVisible();
});

test("the chart library is asked for only once the bill's figures are drawn", async ({ page }) => {
  const echarts = watchEcharts(page);
  let answerBill = () => {};
  const billHeld = new Promise<void>((resolve) => {
    answerBill = resolve;
  });
  await page.route('**/api/wechat/queryBill', async (route) => {
    await billHeld;
    await route.continue();
  });

  await page.goto('/bill');
  await expect(page.getByRole('heading', { level: 1, name: '本月账单' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(echarts, 'echarts while the bill is on its way').toEqual([]);

  answerBill();
  await expect(page.getByRole('heading', { level: 2, name: /总费用26\.50元$/ })).toBeVisible();
  await expect(page.locator('canvas')).toBeVisible();
  expect(echarts.length).toBeGreaterThan(0);
});

test('a failed bill shows the server error and loads again on 重试', async ({ page, prism }) => {
  await prism.pick('queryBill', 'code=500');
  await page.goto('/bill');

  await expectToast(page, SERVER_ERROR);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(SERVER_ERROR);

  await prism.pick('queryBill', 'example=success');
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /总费用26\.50元$/ })).toBeVisible();
});

test('a month without fees yet shows 0.00 and 暂无数据 in place of the chart', async ({ page, prism }) => {
  await prism.pick('queryBill', 'example=empty');
  await page.goto('/bill');

  await expect(
    page.getByRole('heading', { level: 2, name: '您好，您本月截至目前的账单为：总费用0.00元', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '费用构成' }).getByText('暂无数据')).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
});

test("opens a past month's bill from the history", async ({ page, prism }) => {
  const echarts = watchEcharts(page);
  await page.goto('/historyBill');

  const months = page.getByRole('list', { name: '历史账单' }).getByRole('link');
  // The months before this one, as the demo stack dates the examples (2024-04 to 02) from today.
  await expect(months).toHaveText([
    new RegExp(`${asServed('2024年04月')}\\s*24\\.30元`),
    new RegExp(`${asServed('2024年03月')}\\s*19\\.00元`),
    new RegExp(`${asServed('2024年02月')}\\s*31\\.80元`),
  ]);
  // The list has no chart: echarts is not downloaded for it.
  expect(echarts).toEqual([]);

  await prism.pick('queryBill', 'example=history');
  const billRequest = page.waitForRequest((request) => request.url().endsWith('/api/wechat/queryBill'));
  await months.filter({ hasText: asServed('2024年03月') }).click();

  await expect(page).toHaveURL(new RegExp(`/billDetails\\?date=${asServed('2024-03')}$`));
  expect((await billRequest).postDataJSON()).toMatchObject({ date: asServed('2024-03') });
  await expect(page.getByRole('heading', { level: 1, name: `${asServed('2024年03月')}账单` })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `您好，您${asServed('2024年03月')}的账单为：总费用19.00元`,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: '费用构成：套餐费19.00元' }).locator('canvas')).toBeVisible();
});

test('the demo stack answers the month an address asks for, and says when it has no bill', async ({
  page,
}) => {
  // No answer picked: the mock console chooses the bill by the request's month (answersByRequest).
  await page.goto('/historyBill');
  await page
    .getByRole('list', { name: '历史账单' })
    .getByRole('link', { name: new RegExp(asServed('2024年04月')) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/billDetails\\?date=${asServed('2024-04')}$`));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `您好，您${asServed('2024年04月')}的账单为：总费用24.30元`,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(`账期：${asServed('2024年04月')}`)).toBeVisible();

  // A month no list offers (the examples have no bill of 2024-01).
  await page.goto(`/billDetails?date=${asServed('2024-01')}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('暂无该月账单');
  await expect(page.getByText(`账期：${asServed('2024年05月')}`)).toHaveCount(0);
});

test('an empty history says 暂无数据', async ({ page, prism }) => {
  await prism.pick('historyBill', 'example=empty');
  await page.goto('/historyBill');

  await expect(page.getByRole('main').getByText('暂无数据')).toBeVisible();
  await expect(page.getByRole('link', { name: /年\d{2}月/ })).toHaveCount(0);
});

test('a failed history loads again on 重试', async ({ page, prism }) => {
  await prism.pick('historyBill', 'code=500');
  await page.goto('/historyBill');

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(SERVER_ERROR);

  await prism.pick('historyBill', 'example=success');
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('link', { name: new RegExp(asServed('2024年04月')) })).toBeVisible();
});

test('shows the balance with its pie and explanation', async ({ page }) => {
  await page.goto('/balance');

  await expect(page.getByRole('heading', { level: 1, name: '余额详情' })).toBeVisible();
  const summary = page.getByRole('region', { name: '账户余额' });
  await expect(summary).toContainText('68.50元');
  await expect(summary.getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/Recharge');

  const pie = page.getByRole('img', { name: '余额构成：通用余额48.50元，专用余额20.00元' });
  await expect(pie.locator('canvas')).toBeVisible();
  await expect(page.getByRole('list', { name: '余额构成明细' }).getByRole('listitem')).toHaveText([
    /通用余额48\.50元70\.8%/,
    /专用余额20\.00元29\.2%/,
  ]);
  await expect(page.getByRole('region', { name: '余额说明' })).toContainText(
    '通用余额可抵扣所有费用；专用余额仅可抵扣指定业务费用。',
  );
});

test('a failed balance loads again on 重试, and an empty one shows 暂无数据 for the pie', async ({
  page,
  prism,
}) => {
  await prism.pick('queryBalance', 'code=500');
  await page.goto('/balance');

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(SERVER_ERROR);

  await prism.pick('queryBalance', 'example=empty');
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '账户余额' })).toContainText('0.00元');
  await expect(page.getByRole('region', { name: '余额构成' }).getByText('暂无数据')).toBeVisible();
  await expect(page.getByRole('region', { name: '余额说明' })).toContainText('余额不足时请及时充值');
});

test('a balance answer with amounts as text and no explanation still shows the balance and its pie', async ({
  page,
}) => {
  await page.route('**/api/wechat/queryBalance', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    const { explain: _explain, ...data } = body.data;
    await route.fulfill({
      response: answer,
      json: { ...body, data: { ...data, amount: '68.50', dataVal: data.dataVal.map(String) } },
    });
  });
  await page.goto('/balance');

  await expect(page.getByRole('region', { name: '账户余额' })).toContainText('68.50元');
  await expect(page.getByRole('img', { name: '余额构成：通用余额48.50元，专用余额20.00元' })).toBeVisible();
  await expect(page.getByRole('region', { name: '余额说明' })).toHaveCount(0);
});
