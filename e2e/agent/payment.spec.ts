import type { Page, Route } from '@playwright/test';
import { DEMO_AGENT, signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * /OpenPay, /WxQuery and the scan variant's /VnoOpenPay, /VnoWxQuery, their flow and messages
 * (product.md › 预存款支付). The record under payment is the contract's location1Unpaid (fee 50, rechargeFlag start); the
 * mock's cashier is the stand-in page /__demo/wx-cashier.
 */
const CARD = '89860321245791234568';
const ORDER = 'WX202406131025000001';

const payButton = (page: Page) => page.getByRole('button', { name: '确认支付' });
const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

type Saved = Record<string, unknown>;

/** The card of the opening in progress, stored once per tab as the wizard leaves it before paying. */
async function storeCard(page: Page) {
  await page.addInitScript((card) => {
    if (sessionStorage.getItem('e2e-card') !== null) return;
    sessionStorage.setItem('e2e-card', '1');
    localStorage.setItem('uimId', card);
  }, CARD);
}

/**
 * The server keeps the opening record: what a page saves (addOpenCardLocation, still answered and
 * checked by Prism) is what the next page reads back (queryOpenCardLocation). Prism only answers fixed
 * examples, so this stands in for that memory. Before any save the record is Prism's location1Unpaid,
 * holding `order` when one was already made for it; or, for a card not yet under way, there is none.
 */
async function keepRecord(
  page: Page,
  order = '',
  before: 'location1Unpaid' | 'none' = 'location1Unpaid',
): Promise<Saved[]> {
  const saves: Saved[] = [];
  // The save goes on to Prism, which checks it against the contract, through any scenario picked for it.
  await page.route('**/api/gzh/addOpenCardLocation', async (route) => {
    saves.push(route.request().postDataJSON() as Saved);
    await route.fallback();
  });
  await page.route('**/api/gzh/queryOpenCardLocation', async (route) => {
    const last = saves.at(-1);
    if (last) {
      const { token: _token, applyEvent: _applyEvent, payMethod: _payMethod, ...record } = last;
      await route.fulfill({ json: { code: 1, msg: '成功', data: record } });
      return;
    }
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: `example=${before}` },
    });
    if (before === 'none') {
      await route.fulfill({ response });
      return;
    }
    const body = (await response.json()) as { data: Saved };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, outTradeNo: order } } });
  });
  return saves;
}

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

test('pays by WeChat at the cashier and continues the opening at the agreement', async ({ page }) => {
  await storeCard(page);
  const saves = await keepRecord(page);
  await page.goto('/OpenPay');

  await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥50.00');
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  const order = page.waitForRequest((request) => request.url().endsWith('/api/gzh/wxPay'));
  await payButton(page).click();
  expect((await order).postDataJSON()).toMatchObject({
    phone: '17079112346',
    amount: 50,
    recordNumber: 'KK202406130002',
  });

  // The stand-in cashier, reached through the rebuilt form.
  await expect(page).toHaveURL(/\/__demo\/wx-cashier\?/);
  await expect(page.getByRole('heading', { name: '微信支付（演示）' })).toBeVisible();
  await expect(page.getByText('50.00', { exact: true })).toBeVisible();
  await expect(page.getByText(ORDER)).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ outTradeNo: ORDER, rechargeFlag: 'start', payMethod: 1 });
  expect(await stored(page, 'WxPayFlag')).toBe(ORDER);
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(/\/WxQuery$/);
  const status = page.waitForRequest((request) => request.url().includes('/api/gzh/queryOrderByOutTradeNo'));
  await page.getByRole('button', { name: '支付成功，继续开卡' }).click();
  expect(new URL((await status).url()).searchParams.get('outTradeNo')).toBe(ORDER);

  await expect(page).toHaveURL(/\/OpenCard$/);
  await expectToast(page, '支付成功开卡结束！！');
  expect(saves.at(-1)).toMatchObject({ rechargeFlag: 'finish', outTradeNo: ORDER, payMethod: 1 });
  // The wizard read payquery, reloaded the record and resumed at the agreement.
  await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
  expect(await stored(page, 'payquery')).toBeNull();
  expect(await stored(page, 'WxPayFlag')).toBeNull();
});

test('opens a paid package from the card entry through /OpenPay and /WxQuery to the agreement', async ({
  page,
  prism,
}) => {
  const saves = await keepRecord(page, '', 'none');
  await prism.pick('checkoffername', 'example=paid');
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill('17079112345');
  await page.getByLabel('卡号', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '蓝猫39元大流量卡' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  // Saved at location 1 with rechargeFlag start before anything is paid.
  await expect(page).toHaveURL(/\/OpenPay$/);
  expect(saves[0]).toMatchObject({ openCardLocation: 1, rechargeFlag: 'start', sumFee: 50 });
  await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥50.00');
  const order = page.waitForRequest((request) => request.url().endsWith('/api/gzh/wxPay'));
  await payButton(page).click();
  expect((await order).postDataJSON()).toMatchObject({
    phone: '17079112345',
    amount: 50,
    recordNumber: 'KK202406130001',
  });

  await expect(page).toHaveURL(/\/__demo\/wx-cashier\?/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/WxQuery$/);
  await page.getByRole('button', { name: '支付成功，继续开卡' }).click();

  await expect(page).toHaveURL(/\/OpenCard$/);
  await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
  expect(
    saves.map(({ openCardLocation, rechargeFlag, outTradeNo }) => [
      openCardLocation,
      rechargeFlag,
      outTradeNo,
    ]),
  ).toEqual([
    [1, 'start', ''],
    [1, 'start', ORDER],
    [1, 'finish', ORDER],
  ]);
});

test('an order already paid (code 2) continues the opening without the cashier', async ({ page, prism }) => {
  await storeCard(page);
  const saves = await keepRecord(page);
  await prism.pick('wxPay', 'example=alreadyPaid');
  await page.goto('/OpenPay');

  await payButton(page).click();

  await expect(page).toHaveURL(/\/OpenCard$/);
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ rechargeFlag: 'finish', payMethod: 1 });
  await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();
});

test('pays from the fund pool at once', async ({ page, prism }) => {
  await storeCard(page);
  const saves = await keepRecord(page);
  await prism.pick('getPayKind', 'example=fundPool');
  await page.goto('/OpenPay');

  await expect(page.getByRole('radio', { name: /资金池支付/ })).toBeChecked();
  const payment = page.waitForRequest((request) => request.url().endsWith('/api/gzh/fundPoolRecharge'));
  await payButton(page).click();

  expect((await payment).postDataJSON()).toMatchObject({
    service_id: '17079112346',
    dealer_id: '36010021',
    work_no: 'ZS360001',
    pay_fee: 50,
    recordNumber: 'KK202406130002',
  });
  await expect(page).toHaveURL(/\/OpenCard$/);
  expect(saves).toEqual([
    expect.objectContaining({ rechargeFlag: 'finish', outTradeNo: 'ZJC202406131026000001', payMethod: 2 }),
  ]);
  await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();
});

test("a refused payment shows the server's reason and pays nothing", async ({ page, prism }) => {
  await storeCard(page);
  const saves = await keepRecord(page);
  await prism.pick('getPayKind', 'example=fundPool');
  await prism.pick('fundPoolRecharge', 'example=failed');
  await page.goto('/OpenPay');

  await payButton(page).click();

  await expectToast(page, '资金池余额不足');
  await expect(page).toHaveURL(/\/OpenPay$/);
  await expect(payButton(page)).toBeEnabled();
  expect(saves).toHaveLength(0);
});

test('a fund-pool charge without an answer is not made again until the record says it is unpaid', async ({
  page,
  prism,
}) => {
  // Three loads of the pay page and two charges.
  test.slow();
  await storeCard(page);
  const saves = await keepRecord(page);
  await prism.pick('getPayKind', 'example=fundPool');
  const charges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gzh/fundPoolRecharge')) charges.push(request.url());
  });
  // The connection drops before the answer: the pool may or may not have been charged.
  await page.route('**/api/gzh/fundPoolRecharge', (route) => route.abort('connectionreset'));
  await page.goto('/OpenPay');

  await payButton(page).click();

  await expect(page.getByRole('heading', { name: '支付结果确认中…' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('请勿重复支付');
  await expect(payButton(page)).toHaveCount(0);

  // A reload does not offer the charge again either.
  await page.reload();
  await expect(page.getByRole('heading', { name: '支付结果确认中…' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  expect(charges).toHaveLength(1);

  // The record, read again, shows no charge: paying is possible again.
  await page.unroute('**/api/gzh/fundPoolRecharge');
  await page.getByRole('button', { name: '刷新支付结果' }).click();
  await expect(page.getByRole('alert')).toHaveText('未查询到资金池扣款，可重新支付');
  await payButton(page).click();

  await expect(page).toHaveURL(/\/OpenCard$/);
  expect(charges).toHaveLength(2);
  expect(saves).toEqual([
    expect.objectContaining({ rechargeFlag: 'finish', outTradeNo: 'ZJC202406131026000001', payMethod: 2 }),
  ]);
});

/**
 * The agent signs in again on this phone and looks the card up again, which stores it as the card in
 * progress (as the login form and the card lookup leave it).
 */
async function signInAgainAndFindTheCard(page: Page) {
  await page.evaluate(
    ({ user, card }) => {
      localStorage.setItem('tokens', 'next-third-session');
      localStorage.setItem('workNo', user.workNo);
      localStorage.setItem('Userdata', JSON.stringify(user));
      localStorage.setItem('systemId', '7');
      localStorage.setItem('uimId', card);
    },
    { user: DEMO_AGENT, card: CARD },
  );
}

test('the mark of a fund-pool charge without an answer survives an expired session (-101) and a logout', async ({
  page,
  prism,
}) => {
  // Four loads of the pay page around a -101 and a logout.
  test.slow();
  await storeCard(page);
  await keepRecord(page);
  await prism.pick('getPayKind', 'example=fundPool');
  const charges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gzh/fundPoolRecharge')) charges.push(request.url());
  });
  await page.route('**/api/gzh/fundPoolRecharge', (route) => route.abort('connectionreset'));
  await page.goto('/OpenPay');
  await payButton(page).click();
  const confirming = page.getByRole('heading', { name: '支付结果确认中…' });
  await expect(confirming).toBeVisible();

  // The session expires while the record is read again: the contract's -101 answer.
  const expired = async (route: Route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: 'example=tokenExpired' },
    });
    await route.fulfill({ response });
  };
  await page.route('**/api/gzh/queryOpenCardLocation', expired);
  await page.getByRole('button', { name: '刷新支付结果' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'tokens')).toBeNull();
  // The server keeps the record as it was.
  await page.unroute('**/api/gzh/queryOpenCardLocation', expired);

  await signInAgainAndFindTheCard(page);
  await page.goto('/OpenPay');
  await expect(confirming).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);

  // A logout does not erase it either.
  await page.goto('/OpenCardMessage');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAgainAndFindTheCard(page);
  await page.goto('/OpenPay');
  await expect(confirming).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('请勿重复支付');
  await expect(payButton(page)).toHaveCount(0);
  expect(charges).toHaveLength(1);
});

test('a record whose numbers come as text is paid on /OpenPay, not sent back and forth', async ({ page }) => {
  await storeCard(page);
  // The contract's location1Unpaid as a server that spells numbers as text sends it.
  await page.route('**/api/gzh/queryOpenCardLocation', async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: 'example=location1Unpaid' },
    });
    const body = (await response.json()) as { data: Record<string, unknown> };
    const data = { ...body.data, openCardLocation: '1', sumFee: '50.00', ifCheckCard: '1', systemId: '7' };
    await route.fulfill({ response, json: { ...body, data } });
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });

  await page.goto('/OpenCard');

  await expect(page).toHaveURL(/\/OpenPay$/);
  await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥50.00');
  await expect(payButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/OpenPay$/);
  // Once on /OpenPay, the page is not sent back to the wizard.
  expect(navigations.slice(navigations.indexOf('/OpenPay'))).not.toContain('/OpenCard');
});

test('a refused WeChat order stays on the page', async ({ page, prism }) => {
  await storeCard(page);
  const saves = await keepRecord(page);
  await prism.pick('wxPay', 'example=failed');
  await page.goto('/OpenPay');

  await payButton(page).click();

  await expectToast(page, '支付下单失败');
  await expect(page).toHaveURL(/\/OpenPay$/);
  expect(saves).toHaveLength(0);
});

test('an unpaid order says 支付异常!!! and leads back to pay again', async ({ page, prism }) => {
  await storeCard(page);
  await keepRecord(page, ORDER);
  await prism.pick('queryOrderByOutTradeNo', 'example=unpaid');
  await page.goto('/WxQuery');

  await page.getByRole('button', { name: '支付成功，继续开卡' }).click();

  await expect(page.getByRole('alert')).toHaveText('支付异常!!!');
  await expect(page).toHaveURL(/\/WxQuery$/);

  // The pay page asks the order's status again before it offers a new order.
  const status = page.waitForRequest((request) => request.url().includes('/api/gzh/queryOrderByOutTradeNo'));
  await page.getByRole('button', { name: '支付遇到问题，重新支付' }).click();
  await status;
  await expect(page).toHaveURL(/\/OpenPay$/);
  await expect(payButton(page)).toBeEnabled();
});

test('a status query without an answer says 微信支付查询异常!!! and records nothing', async ({
  page,
  prism,
}) => {
  await storeCard(page);
  const saves = await keepRecord(page, ORDER);
  await prism.pick('queryOrderByOutTradeNo', 'code=500');
  await page.goto('/WxQuery');

  await page.getByRole('button', { name: '支付成功，继续开卡' }).click();

  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page.getByRole('alert')).toHaveText('微信支付查询异常!!!');
  await expect(page).toHaveURL(/\/WxQuery$/);
  await expect(page.getByRole('button', { name: '支付成功，继续开卡' })).toBeEnabled();
  expect(saves).toHaveLength(0);
});

test('a reload of /OpenPay after the order was paid records it instead of paying again', async ({ page }) => {
  await storeCard(page);
  const saves = await keepRecord(page, ORDER);
  let orders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gzh/wxPay')) orders += 1;
  });
  await page.goto('/OpenPay');

  await expect(page).toHaveURL(/\/OpenCard$/);
  expect(orders).toBe(0);
  expect(saves).toEqual([
    expect.objectContaining({ rechargeFlag: 'finish', outTradeNo: ORDER, payMethod: 1 }),
  ]);
});

test('a lost opening record is alerted and leads back to the card page', async ({ page }) => {
  await page.goto('/OpenPay');

  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog).toContainText('开卡时间过长数据缺失,请重新输入手机号');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/OpenCard$/);
});

test('a record lost between the package step and /OpenPay starts the opening again at the number', async ({
  page,
  prism,
}) => {
  // The server keeps no record of the card, before the package step's save and after it alike.
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=paid');
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill('17079112345');
  await page.getByLabel('卡号', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '蓝猫39元大流量卡' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/OpenPay$/);

  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog).toContainText('开卡时间过长数据缺失,请重新输入手机号');
  await dialog.getByRole('button', { name: '确定' }).click();

  // product.md › 预存款支付: the card page at step 0, the number to be entered again, the opening's draft forgotten.
  await expect(page).toHaveURL(/\/OpenCard$/);
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { name: '蓝猫39元大流量卡' })).toHaveCount(0);
  expect(await stored(page, 'uimId')).toBeNull();
});

test.describe('the scan variant', () => {
  test('pays through the cashier and returns to /VnoOpenCard', async ({ page }) => {
    await storeCard(page);
    const saves = await keepRecord(page);
    await page.goto('/VnoOpenPay');

    await payButton(page).click();
    await expect(page).toHaveURL(/\/__demo\/wx-cashier\?/);
    // The app sends no referrer: the cashier finds its way back by the form's return_url alone.
    expect(await page.evaluate(() => document.referrer)).toBe('');
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(/\/VnoWxQuery$/);
    await page.getByRole('button', { name: '支付成功，继续开卡' }).click();
    await expect(page).toHaveURL(/\/VnoOpenCard$/);
    expect(saves.at(-1)).toMatchObject({ rechargeFlag: 'finish', outTradeNo: ORDER, payMethod: 1 });
  });

  test('a failed record save says so in the scan words and returns to /VnoOpenCard', async ({
    page,
    prism,
  }) => {
    await storeCard(page);
    await keepRecord(page, ORDER);
    await prism.pick('addOpenCardLocation', 'code=500');
    await page.goto('/VnoWxQuery');

    await page.getByRole('button', { name: '支付成功，继续开卡' }).click();

    await expectToast(page, '缓存记录失败,请关闭链接重新扫码开卡！');
    await expect(page).toHaveURL(/\/VnoOpenCard$/);
    expect(await stored(page, 'payquery')).toBeNull();
  });

  test('a lost opening record leads back to /VnoOpenCard', async ({ page }) => {
    await page.goto('/VnoWxQuery');

    const dialog = page.getByRole('alertdialog', { name: '提示' });
    await expect(dialog).toContainText('开卡时间过长数据缺失,请重新输入手机号');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/VnoOpenCard$/);
  });
});
