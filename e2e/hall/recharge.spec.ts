import { ANDROID_CHROME_UA } from '@bluecat/test-browsers/devices';
import type { Page, Request } from '@playwright/test';
import { watchScripts } from '../fixtures/first-wave.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';
import { cashierRequests, fakeWeChatCashier } from '../fixtures/wechat-cashier.ts';

/**
 * 号码充值 through WeChat's JSAPI cashier. The cashier is a stand-in `WeixinJSBridge` that records what it
 * was asked and answers as WeChat would; Prism's named examples decide the order status and the rest.
 */
/** Every request to one API path made from now on. */
function watchCalls(page: Page, segment: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${segment}`)) seen.push(request);
  });
  return seen;
}

const numberField = (page: Page) => page.getByRole('textbox', { name: '充值号码' });
const payButton = (page: Page) => page.getByRole('button', { name: '立即充值' });
const option = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name });

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('tops up the bound number with 30元 and lands on 支付成功！ once the order says paid', async ({
  page,
  prism,
}) => {
  await fakeWeChatCashier(page, 'ok');
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=unpaid');
  const orders = watchCalls(page, 'addOrders');
  const statusQueries = watchCalls(page, 'bossQueryOrderByOutTradeNo');
  await page.goto('/Recharge');

  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
  await expect(numberField(page)).toHaveValue('17088886666');
  await expect(page.getByText('68.50')).toBeVisible();
  await expect(page.getByText('1260')).toBeVisible();

  await option(page, '话费充值', '30元').check();
  await expect(page.getByText('¥30.00')).toBeVisible();
  // A double tap places one order.
  await payButton(page).dblclick();

  // The cashier said ok, but the order is not paid yet: the page keeps asking, visibly.
  const confirming = page.getByRole('dialog', { name: '支付结果查询中' });
  await expect(confirming).toBeVisible();
  await expect.poll(() => statusQueries.length).toBeGreaterThanOrEqual(2);
  await expect(confirming).toBeVisible();
  expect(statusQueries[0]?.url()).toContain('outTradeNo=BC202405201030150001');

  await prism.pick('bossQueryOrderByOutTradeNo', 'example=success');
  await expect(page).toHaveURL(/\/paySuccess$/);
  await expect(page.getByRole('heading', { level: 1, name: '支付成功！' })).toBeVisible();
  const details = page.getByRole('region', { name: '支付详情' });
  await expect(details).toContainText('17088886666');
  await expect(details).toContainText('话费30元');
  await expect(details).toContainText('¥30.00');

  expect(orders).toHaveLength(1);
  expect(orders[0]?.postDataJSON()).toMatchObject({ mobilePhone: '17088886666', kind: 1, amount: 30 });
  expect(await cashierRequests(page)).toEqual([
    {
      method: 'getBrandWCPayRequest',
      params: {
        appId: 'wx0000000000demo01',
        timeStamp: '1716172215',
        nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
        package: 'prepay_id=wx2017033010242291fcfe0db70013231072',
        signType: 'RSA',
        paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ',
      },
    },
  ]);

  // Back to the hall's first tab, starting afresh.
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
  await expect(option(page, '话费充值', '30元')).not.toBeChecked();
});

test('a reload mid-payment resumes the same order: 刷新支付结果, the pack opened once, no second order', async ({
  page,
  prism,
}) => {
  // Two rounds of status queries (about 15 s each) around a reload.
  test.slow();
  await fakeWeChatCashier(page, 'ok');
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=unpaid');
  const orders = watchCalls(page, 'addOrders');
  const packs = watchCalls(page, 'openFlow');
  const statusQueries = watchCalls(page, 'bossQueryOrderByOutTradeNo');
  await page.goto('/Recharge');

  await option(page, '流量日包', '1GB').check();
  await payButton(page).click();
  const confirming = page.getByRole('dialog', { name: '支付结果查询中' });
  await expect(confirming).toBeVisible();
  await expect.poll(() => statusQueries.length).toBeGreaterThanOrEqual(1);

  // The WebView reloads while the payment is being confirmed: the page asks about the same order.
  await page.reload();
  const before = statusQueries.length;
  await expect(confirming).toBeVisible();
  await expect.poll(() => statusQueries.length).toBeGreaterThan(before);
  for (const query of statusQueries) expect(query.url()).toContain('outTradeNo=BC202405201030150001');

  // Still unpaid after every query: the order is not forgotten, its result can be asked for again.
  const undecided = page.getByRole('dialog', { name: '暂未查询到支付结果' });
  // It comes once every status query has answered 未支付: ten queries 1.5 s apart, each one validated by the
  // mock against the whole contract, which on two busy cores has taken over 30 s.
  await expect(undecided).toBeVisible({ timeout: 60_000 });
  await expect(undecided).toContainText('17088886666 流量日包1GB ¥2.00');
  await expect(undecided.getByRole('button', { name: '刷新支付结果' })).toBeEnabled();
  // The cashier said ok before the reload: only the order status can tell, there is nothing to pay again.
  await expect(undecided.getByRole('button', { name: '继续支付' })).toHaveCount(0);
  expect(packs).toHaveLength(0);

  // Closing the panel keeps the order: the pay button asks about it instead of ordering again.
  await undecided.getByRole('button', { name: '返回充值' }).click();
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=success');
  await payButton(page).click();

  await expect(page).toHaveURL(/\/paySuccess$/);
  const details = page.getByRole('region', { name: '支付详情' });
  await expect(details).toContainText('流量日包1GB');
  await expect(details).toContainText('¥2.00');
  expect(orders).toHaveLength(1);
  expect(packs).toHaveLength(1);
  expect(packs[0]?.postDataJSON()).toMatchObject({
    outTradeNo: 'BC202405201030150001',
    mobilePhone: '17088886666',
    productId: 'DF1G',
  });

  // Settled: back on the page nothing is asked about any more, and a new top-up is a new order.
  const settledQueries = statusQueries.length;
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(statusQueries).toHaveLength(settledQueries);
});

test('a reload while the cashier is open offers 刷新支付结果 and 继续支付 for that same order', async ({
  page,
  prism,
}) => {
  test.slow();
  // The cashier never answers: the WebView is reloaded while it is open.
  await page.addInitScript(() => {
    Object.assign(window, { WeixinJSBridge: { invoke() {} } });
  });
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=unpaid');
  const orders = watchCalls(page, 'addOrders');
  const payCalls = watchCalls(page, 'pay');
  await page.goto('/Recharge');
  await option(page, '话费充值', '30元').check();
  await payButton(page).click();
  await expect.poll(() => payCalls.length).toBe(1);

  await page.reload();
  const undecided = page.getByRole('dialog', { name: '暂未查询到支付结果' });
  // It comes once every status query has answered 未支付: ten queries 1.5 s apart, each one validated by the
  // mock against the whole contract, which on two busy cores has taken over 30 s.
  await expect(undecided).toBeVisible({ timeout: 60_000 });
  await expect(undecided.getByRole('button', { name: '刷新支付结果' })).toBeEnabled();
  await undecided.getByRole('button', { name: '继续支付' }).click();

  // The same order goes to the cashier again.
  await expect.poll(() => payCalls.length).toBe(2);
  expect(payCalls.map((call) => call.postDataJSON())).toEqual([
    expect.objectContaining({ outTradeNo: 'BC202405201030150001' }),
    expect.objectContaining({ outTradeNo: 'BC202405201030150001' }),
  ]);
  expect(orders).toHaveLength(1);
});

test('an order status of failed ends on 支付失败, whatever the cashier said', async ({ page, prism }) => {
  await fakeWeChatCashier(page, 'ok');
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=failed');
  await page.goto('/Recharge');

  await option(page, '话费充值', '50元').check();
  await payButton(page).click();

  await expect(page).toHaveURL(/\/payFail$/);
  await expect(page.getByRole('heading', { level: 1, name: '支付失败' })).toBeVisible();
  await page.getByRole('link', { name: '重新充值' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  // The choice is still there for another try.
  await expect(option(page, '话费充值', '50元')).toBeChecked();
});

test('a paid flow pack refused for insufficient balance ends on /flowPayFali', async ({ page, prism }) => {
  await fakeWeChatCashier(page, 'ok');
  await prism.pick('openFlow', 'example=insufficientBalance');
  const packs = watchCalls(page, 'openFlow');
  await page.goto('/Recharge');

  await option(page, '流量日包', '1GB').check();
  await expect(page.getByText('¥2.00')).toBeVisible();
  await payButton(page).click();

  await expect(page).toHaveURL(/\/flowPayFali$/);
  await expect(page.getByRole('heading', { level: 1, name: '充值失败' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('账户余额不足，流量包订购失败，款项将原路退回'),
  ).toBeVisible();
  expect(packs[0]?.postDataJSON()).toMatchObject({
    outTradeNo: 'BC202405201030150001',
    mobilePhone: '17088886666',
    productId: 'DF1G',
  });
});

test('checks the number before ordering', async ({ page }) => {
  await fakeWeChatCashier(page, 'ok');
  const orders = watchCalls(page, 'addOrders');
  await page.goto('/Recharge');
  await option(page, '话费充值', '30元').check();

  await page.getByRole('button', { name: '清空号码' }).click();
  await payButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('请输入手机号');

  await numberField(page).fill('1208888666');
  await payButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('手机号格式错误');
  await expect(numberField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(orders).toHaveLength(0);
});

test('closing the cashier returns to the form with the choice kept, also after a reload', async ({
  page,
}) => {
  await fakeWeChatCashier(page, 'cancel');
  const statusQueries = watchCalls(page, 'bossQueryOrderByOutTradeNo');
  await page.goto('/Recharge');

  await option(page, '流量月包', '3GB').check();
  await payButton(page).click();

  await expectToast(page, '已取消支付');
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(option(page, '流量月包', '3GB')).toBeChecked();
  expect(statusQueries).toHaveLength(0);

  await page.reload();
  await expect(option(page, '流量月包', '3GB')).toBeChecked();
  await expect(payButton(page)).toBeEnabled();
});

test('a refused order keeps the form and shows why', async ({ page, prism }) => {
  await fakeWeChatCashier(page, 'ok');
  await prism.pick('addOrders', 'example=failed');
  await page.goto('/Recharge');

  await option(page, '话费充值', '100元').check();
  await payButton(page).click();

  await expectToast(page, '下单失败，请稍后重试');
  expect(await cashierRequests(page)).toEqual([]);
  await expect(option(page, '话费充值', '100元')).toBeChecked();
  await expect(payButton(page)).toBeEnabled();
});

/**
 * A string of the cashier's code (features/recharge/wechat-pay.ts, which waits for WeChat's bridge): in
 * whichever file carries the payment steps, and not in the demo stack's stand-in cashier.
 */
const CASHIER_CODE = 'WeixinJSBridgeReady';

const carriesCashier = async (bodies: Promise<string>[]) =>
  (await Promise.all(bodies)).some((body) => body.includes(CASHIER_CODE));

test('the payment steps’ code comes once an amount is chosen, not with the tab', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/Recharge');
  await expect(option(page, '话费充值', '30元')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await carriesCashier(scripts)).toBe(false);

  await option(page, '话费充值', '50元').check();
  await expect.poll(() => carriesCashier(scripts)).toBe(true);
});

test('when the payment steps’ code cannot be fetched, the tap ends in a message, no order and the form kept', async ({
  page,
}) => {
  await fakeWeChatCashier(page, 'cancel');
  const orders = watchCalls(page, 'addOrders');
  await page.goto('/Recharge');
  await expect(option(page, '话费充值', '30元')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // From here on no page file arrives: the payment steps' chunk is the one the tab asks for next.
  await page.route(/\/static\/js\/async\//, (route) => route.abort());

  await option(page, '流量月包', '3GB').check();
  await payButton(page).click();
  // Each file is asked for again a few times before it counts as failed (product.md › 错误与提示): the button waits.
  await expect(payButton(page)).toBeDisabled();
  await expect(payButton(page)).toBeEnabled({ timeout: 20_000 });
  await expectToast(page, '支付异常，请稍后重试');
  expect(orders).toHaveLength(0);
  await expect(option(page, '流量月包', '3GB')).toBeChecked();

  // The network is back: the same tap now reaches the cashier.
  await page.unroute(/\/static\/js\/async\//);
  await payButton(page).click();
  await expectToast(page, '已取消支付');
  expect(orders).toHaveLength(1);
});

test('shows the products error with a retry', async ({ page, prism }) => {
  await prism.pick('product', 'code=500');
  await page.goto('/Recharge');

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');
  await prism.pick('product', 'example=success');
  await main.getByRole('button', { name: '重试' }).click();
  await expect(option(page, '话费充值', '30元')).toBeVisible();
});

test('asks for balance and points again when the hall comes back from the back-forward cache', async ({
  page,
}) => {
  await page.goto('/Recharge');
  await expect(page.getByText('68.50')).toBeVisible();

  const balance = page.waitForRequest((request) => request.url().endsWith('/api/wechat/queryBalance'));
  const member = page.waitForRequest((request) => request.url().endsWith('/api/wechat/memberInfo'));
  // What Safari fires after the back swipe restores the page from its cache.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await Promise.all([balance, member]);
});

test.describe('outside WeChat', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('says the payment needs WeChat and places no order', async ({ page }) => {
    // A host without the demo stack's stand-in cashier, as every real one is.
    await page.route('**/__demo/wechat-bridge.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    const orders = watchCalls(page, 'addOrders');
    await page.goto('/Recharge');

    await option(page, '话费充值', '30元').check();
    await payButton(page).click();

    const dialog = page.getByRole('alertdialog', { name: '提示' });
    await expect(dialog).toContainText('请在微信客户端中打开本页面完成支付');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(option(page, '话费充值', '30元')).toBeChecked();
    expect(orders).toHaveLength(0);
  });
});

test.describe('on the demo stack in a plain browser', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('the stand-in cashier pays a top-up, and closing it keeps the form', async ({ page, prism }) => {
    const orders = watchCalls(page, 'addOrders');
    await page.goto('/Recharge');
    await option(page, '话费充值', '30元').check();

    await payButton(page).click();
    let cashier = page.getByRole('dialog', { name: '微信支付（演示收银台）' });
    await expect(cashier).toContainText('不会扣款');
    await cashier.getByRole('button', { name: '取消' }).click();
    await expectToast(page, '已取消支付');
    await expect(cashier).toBeHidden();
    await expect(option(page, '话费充值', '30元')).toBeChecked();

    await prism.pick('bossQueryOrderByOutTradeNo', 'example=success');
    await payButton(page).click();
    cashier = page.getByRole('dialog', { name: '微信支付（演示收银台）' });
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/paySuccess$/);
    await expect(page.getByRole('heading', { level: 1, name: '支付成功！' })).toBeVisible();
    expect(orders).toHaveLength(2);
  });
});

/** RECHARGE_PRODUCT answered with these lists, as a broken backend might send them. */
async function answerProducts(
  page: Page,
  lists: { call: unknown[]; dayFlow: unknown[]; monthFlow: unknown[] },
) {
  await page.route('**/api/wechat/product', (route) =>
    route.fulfill({
      json: {
        code: 1,
        msg: '成功',
        data: {
          mobilePhone: '17088886666',
          serviceKind: 7,
          call: { list: lists.call },
          dayFlow: { list: lists.dayFlow },
          monthFlow: { list: lists.monthFlow },
          userprod: { list: [] },
        },
      },
    }),
  );
}

test('offers no product whose price is not a price, and says so when none is left', async ({ page }) => {
  await answerProducts(page, {
    call: [
      { name: '30元', rechargeNum: 30 },
      { name: '50元', rechargeNum: 30436795.56 },
    ],
    dayFlow: [{ productId: 'DF1G', name: '1GB', amount: -33954393.81 }],
    monthFlow: [{ productId: 'MF3G', name: '3GB', amount: 10, serviceKind: 7 }],
  });
  await page.goto('/Recharge');
  const call = page.getByRole('group', { name: '话费充值' });
  await expect(call.getByRole('radio')).toHaveCount(1);
  await expect(call.getByRole('radio', { name: '30元' })).toHaveAccessibleDescription('售价30.00元');
  await expect(page.getByRole('group', { name: '流量日包' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '流量月包' }).getByRole('radio')).toHaveCount(1);
  await expect(page.getByText(/售价-|售价30436795/)).toHaveCount(0);

  await page.unrouteAll();
  await answerProducts(page, {
    call: [{ name: '30元', rechargeNum: -30 }],
    dayFlow: [{ productId: 'DF1G', name: '1GB', amount: 1000.01 }],
    monthFlow: [],
  });
  await page.reload();
  await expect(page.getByText('暂无可充值产品')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});
