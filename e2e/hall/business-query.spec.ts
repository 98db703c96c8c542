import type { Page, Request } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * 业务查询 the query hub (product.md › 大厅与菜单): a tile for every query screen, and the member (PERSONAL_DATA)
 * loaded again each time the tab is entered, whether from another tab or back from a query.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

/** Every PERSONAL_DATA request made from now on. */
function watchMemberLoads(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/memberInfo') seen.push(request);
  });
  return seen;
}

const hallTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name });
const summary = (page: Page) => page.getByRole('region', { name: '我的号码' });

async function tileHrefs(page: Page, group: string): Promise<(string | null)[]> {
  const links = page.getByRole('region', { name: group }).getByRole('link');
  return Promise.all((await links.all()).map((link) => link.getAttribute('href')));
}

test('links every query and reloads the member on each entry', async ({ page, prism }) => {
  const loads = watchMemberLoads(page);
  await page.goto('/BusinessQuery');

  await expect(page.getByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
  await expect(summary(page).getByText('17088886666')).toBeVisible();
  expect(await tileHrefs(page, '账单与余额')).toEqual(['/bill', '/historyBill', '/balance', '/record']);
  expect(await tileHrefs(page, '套餐与业务')).toEqual([
    '/setMeal',
    '/orderbusine',
    '/integral',
    '/orderQuery',
  ]);
  expect(await tileHrefs(page, '证件与发票')).toEqual(['/queryCard', '/querySteps', '/invoiceVerify']);
  // The hall opened on this tab: one load, not one for the hall and one for the tab.
  expect(loads).toHaveLength(1);

  // Another tab does not reload the member; coming back does, and shows what the server says now.
  await hallTab(page, '业务办理').click();
  await expect(page.getByRole('heading', { level: 1, name: '业务办理' })).toBeVisible();
  expect(loads).toHaveLength(1);
  await prism.pick('memberInfo', 'example=unbound');
  await hallTab(page, '业务查询').click();
  await expect(summary(page).getByText('您还未绑定手机号，绑定后即可查询和办理业务')).toBeVisible();
  expect(loads).toHaveLength(2);

  // A query screen lies outside the hall; back from it is an entry too.
  await prism.pick('memberInfo', 'example=success');
  await page.getByRole('link', { name: '开卡记录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '开卡记录查询' })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/BusinessQuery$/);
  await expect(summary(page).getByText('17088886666')).toBeVisible();
  expect(loads).toHaveLength(3);
});

test('a member that failed to load is loaded again when the tab is entered again', async ({
  page,
  prism,
}) => {
  await prism.pick('memberInfo', 'code=500');
  await page.goto('/BusinessQuery');

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');
  // The tiles do not depend on the member: every query stays reachable.
  await expect(page.getByRole('link', { name: '充值记录' })).toBeVisible();

  await prism.pick('memberInfo', 'example=success');
  await hallTab(page, '号码充值').click();
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
  await hallTab(page, '业务查询').click();
  // No 重试 tapped: entering the tab asked again.
  await expect(summary(page).getByText('17088886666')).toBeVisible();
  await expect(main.getByRole('button', { name: '重试' })).toHaveCount(0);
});
