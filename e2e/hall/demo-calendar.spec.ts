import type { Locator, Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The demo stack seen on two days far from the examples' own (2024-05-20) and from the journeys' (2026-11-20):
 * each screen's dates fall in the window the screen asks for, counted from that day. The stack is told the
 * day per request (`X-Demo-Today`, packages/demo-host/src/demo-calendar.mjs) and the phone's clock is fixed
 * on it, as a subscriber's phone and the demo host agree on today.
 */
const DAYS = ['2026-12-02', '2027-03-15'];

/** Whole days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A month `back` months before the month of `day`, as YYYY-MM. */
function monthBefore(day: string, back: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every date a region shows: days (`YYYY-MM-DD`, with or without a time) and months (`YYYY年MM月`). */
async function datesIn(region: Locator): Promise<{ days: string[]; months: string[] }> {
  const text = (await region.textContent()) ?? '';
  return {
    days: [...text.matchAll(/(?<!\d)(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}(?::\d{2})?)?/g)].map(
      (match) => match[1] ?? '',
    ),
    months: [...text.matchAll(/(\d{4})年(\d{2})月/g)].map((match) => `${match[1]}-${match[2]}`),
  };
}

/** Every day shown lies in the `span` days up to `today` (none after it), and there is one at least. */
function expectDaysWithin(days: string[], today: string, span: number, what: string) {
  expect(days.length, `${what}: dates shown`).toBeGreaterThan(0);
  for (const day of days) {
    const age = daysBetween(day, today);
    expect(age, `${what}: ${day} is not after ${today}`).toBeGreaterThanOrEqual(0);
    expect(age, `${what}: ${day} is within ${span} days of ${today}`).toBeLessThanOrEqual(span);
  }
}

async function onDay(page: Page, today: string) {
  await page.setExtraHTTPHeaders({ 'x-demo-today': today });
  await page.clock.setFixedTime(new Date(`${today}T10:00:00+08:00`));
  await signInSubscriber(page);
}

for (const today of DAYS) {
  test.describe(`the demo stack on ${today}`, () => {
    test.beforeEach(async ({ page }) => {
      await onDay(page, today);
    });

    test("this month's bill is this month, the history the months before", async ({ page }) => {
      await page.goto('/bill');
      await expect(page.getByRole('heading', { level: 1, name: '本月账单' })).toBeVisible();
      const [year, month] = today.split('-');
      await expect(page.getByText(`账期：${year}年${month}月`)).toBeVisible();

      await page.goto('/historyBill');
      const history = page.getByRole('list', { name: '历史账单' });
      await expect(history.getByRole('link')).toHaveCount(3);
      expect((await datesIn(history)).months).toEqual([1, 2, 3].map((back) => monthBefore(today, back)));
    });

    test('top-ups, ordered services and comments are of the weeks up to today', async ({ page }) => {
      await page.goto('/record');
      const records = page.getByRole('list', { name: '充值记录' });
      await expect(records.getByRole('listitem')).toHaveCount(5);
      const shown = await datesIn(records);
      expectDaysWithin(shown.days, today, 366, '充值记录');
      // The latest top-up is today's, as the examples' latest is of their day.
      expect(shown.days[0]).toBe(today);

      await page.goto('/orderbusine');
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
      const ordered = (await page.getByRole('tabpanel').textContent()) ?? '';
      const orderTimes = [...ordered.matchAll(/订购时间\s*(\d{4}-\d{2}-\d{2})/g)].map(
        (match) => match[1] ?? '',
      );
      expectDaysWithin(orderTimes, today, 366 * 2, '已订业务');

      await page.goto('/message');
      await expect(page.getByRole('article').first()).toBeVisible();
      expectDaysWithin((await datesIn(page.getByRole('main'))).days, today, 90, '留言');
    });

    test("签到 is today's, and points orders lie in the six months asked", async ({ page }) => {
      await page.goto('/integralDetails');
      const signIn = page.getByRole('listitem').filter({ hasText: '每日签到' });
      await expect(signIn).toBeVisible();
      expect((await datesIn(signIn)).days).toEqual([today]);

      const orders = page.waitForRequest((request) => request.url().endsWith('/api/wechat/pointsOrders'));
      await page.goto('/myOrder');
      expect((await orders).postDataJSON()).toMatchObject({ interval: 0 });
      await expect(page.getByText('兑换时间').first()).toBeVisible();
      expectDaysWithin((await datesIn(page.getByRole('main'))).days, today, 183, '积分订单（近六个月）');
    });

    test('the order query lists the last three months', async ({ page }) => {
      await page.goto('/orderQuery');
      await page.getByLabel('手机号').fill('17012345678');
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByLabel('验证码').fill('123456');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      const results = page.getByRole('region', { name: '17012345678 近三个月的订单' });
      await expect(results.getByRole('link')).toHaveCount(4);
      expectDaysWithin((await datesIn(results)).days, today, 92, '订单查询');
    });

    test('the invoice months are of the six months before this one, as the bills are', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('phone', '17088886666'));
      await page.goto('/invoiceList');
      const open = page.getByRole('list', { name: '可开票月份' });
      await expect(open.getByRole('checkbox').first()).toBeVisible();
      const invoiceable = [1, 2, 3, 4, 5, 6].map((back) => monthBefore(today, back));
      const offered = (await datesIn(open)).months;
      expect(offered.length).toBeGreaterThan(0);
      for (const month of offered)
        expect(invoiceable, `${month} is invoiceable on ${today}`).toContain(month);
      // The month of last month's bill is the newest one offered: the two screens agree on the calendar.
      expect(offered[0]).toBe(monthBefore(today, 1));
    });
  });
}
