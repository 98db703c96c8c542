import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The demo servers' mock console (/__mock/): a tester picks answers per call in the browser, and the
 * app's own calls get them, without prism.pick.
 */
const SERVER_ERROR = '服务器内部错误 (500)，请稍后重试...';

test('a call picked in the console answers so from the next request, until it is reset', async ({ page }) => {
  await signInSubscriber(page);
  await page.goto('/__mock/');
  await page.getByRole('combobox', { name: 'QUERY_BALANCE 的回答' }).selectOption('code=500');
  await expect(page.getByRole('status')).toHaveText('QUERY_BALANCE → HTTP 500');

  await page.goto('/balance');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(SERVER_ERROR);
  await expect(main.getByRole('button', { name: '重试' })).toBeVisible();

  await page.goto('/__mock/');
  await expect(page.getByRole('combobox', { name: 'QUERY_BALANCE 的回答' })).toHaveValue('code=500');
  await page.getByRole('button', { name: '重置 QUERY_BALANCE' }).click();
  await expect(page.getByRole('status')).toHaveText('QUERY_BALANCE 恢复默认');

  await page.goto('/balance');
  await expect(page.getByRole('region', { name: '账户余额' })).toContainText('68.50元');
});

test('the 登录失效 preset ends the session on every call with one 去登录 dialog', async ({ page }) => {
  await signInSubscriber(page);
  await page.goto('/__mock/');
  const preset = page.getByRole('group', { name: '预设' }).getByRole('button', { name: '登录失效' });
  await preset.click();
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'QUERY_BALANCE 的回答' })).toHaveValue(
    'example=tokenExpired',
  );

  // /Recharge asks for its products and the balance at once: both answer -101.
  await page.goto('/Recharge');
  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog.getByText('登录已失效，请重新登录')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: '去登录' })).toHaveCount(1);

  await page.goto('/__mock/');
  const expired = page.getByRole('row').filter({ hasText: '-101 登录已失效，请重新登录' });
  await expect(expired.filter({ hasText: 'RECHARGE_PRODUCT' })).not.toHaveCount(0);
  await expect(expired.filter({ hasText: 'QUERY_BALANCE' })).not.toHaveCount(0);
});

test('the log shows the session token of each call masked, but for its last four characters', async ({
  page,
}) => {
  await signInSubscriber(page);
  await page.goto('/__mock/');
  await page.goto('/balance');
  await expect(page.getByRole('region', { name: '账户余额' })).toContainText('68.50元');
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(token.length).toBeGreaterThanOrEqual(8);

  await page.goto('/__mock/');
  const row = page.getByRole('row').filter({ hasText: 'QUERY_BALANCE' }).first();
  await expect(row).toContainText(`"token":"****${token.slice(-4)}"`);
  expect((await page.locator('td.request').allTextContents()).join('\n')).not.toContain(token);
});

test('the log shows a request that breaks the contract in red, with where it breaks it', async ({ page }) => {
  await page.goto('/__mock/');
  // productId is a string in the contract; Prism answers 422 and names the field.
  const answer = await page.request.post('/api/wechat/pointsExchange', { data: { productId: 5 } });
  expect(answer.status()).toBe(422);

  const row = page.getByRole('row').filter({ hasText: 'POINTS_EXCHANGE' }).first();
  await expect(row).toContainText('{"productId":5}');
  await expect(row).toContainText('HTTP 422');
  await expect(row).toContainText('违反契约');
  const violation = row.getByRole('listitem');
  await expect(violation).toHaveText('request.body.productId Request body property productId must be string');
  await expect(violation).toHaveCSS('color', 'rgb(164, 14, 38)');
});

test('a shared link gives another browser the same answers, and only that browser', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/__mock/');
  await page.getByRole('group', { name: '预设' }).getByRole('button', { name: '余额不足' }).click();
  await page.getByRole('combobox', { name: 'QUERY_BALANCE 的回答' }).selectOption('code=500');
  await expect(page.getByRole('status')).toHaveText('QUERY_BALANCE → HTTP 500');
  const link = await page.getByRole('link', { name: '分享链接' }).getAttribute('href');
  expect(link).toBe(
    `/__mock/?apply=${encodeURIComponent('PERSONAL_DATA:example=fewPoints,POINTS_EXCHANGE:example=insufficient,openFlow:example=insufficientBalance,QUERY_BALANCE:code=500')}`,
  );

  const other = await browser.newContext({ baseURL });
  try {
    const tester = await other.newPage();
    await tester.goto('/__mock/');
    // Another browser on the same demo host keeps the contract's first answers…
    const before = await tester.request.post('/api/wechat/queryBalance', { data: {} });
    expect(before.status()).toBe(200);

    // …until it opens the link.
    await tester.goto(String(link));
    await expect(tester).toHaveURL(/\/__mock\/$/);
    await expect(tester.getByRole('combobox', { name: 'QUERY_BALANCE 的回答' })).toHaveValue('code=500');
    const balance = await tester.request.post('/api/wechat/queryBalance', { data: {} });
    expect(balance.status()).toBe(500);
    const exchange = await tester.request.post('/api/wechat/pointsExchange', { data: { productId: 'p1' } });
    expect(await exchange.json()).toEqual({ code: -100, msg: '兑换失败，积分不足' });
  } finally {
    await other.close();
  }
});
