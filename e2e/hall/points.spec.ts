import type { Page, Request } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 积分 points and sign-in (product.md › 积分), answered by the contract's examples: the member has
 * 1260 current and 3580 grand-total points and has not signed in today.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

/** Bodies of the calls made to one path, in order, from now on. */
function recordBodies(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('signs in: both totals rise by 1 at once and the button becomes 已签到', async ({ page }) => {
  await page.goto('/integral/myPoints');
  const card = page.getByRole('region', { name: '我的积分' });
  await expect(card.getByText('1260')).toBeVisible();
  await expect(card.getByText('3580')).toBeVisible();

  await card.getByRole('button', { name: '签到' }).click();

  await expect(card.getByRole('button', { name: '已签到' })).toBeDisabled();
  await expect(card.getByText('1261')).toBeVisible();
  await expect(card.getByText('3581')).toBeVisible();
  await expectToast(page, '签到成功，积分+1');
});

test('shows 已签到 when today is signed already', async ({ page, prism }) => {
  await prism.pick('signStatus', 'example=signed');
  await page.goto('/integral/myPoints');
  await expect(
    page.getByRole('region', { name: '我的积分' }).getByRole('button', { name: '已签到' }),
  ).toBeDisabled();
});

test('exchanges a product after the confirm and continues exchanging', async ({ page }) => {
  const exchanges = recordBodies(page, '/api/wechat/pointsExchange');
  await page.goto('/integral');

  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
  await expect(page.getByRole('heading', { level: 1, name: '积分兑换' })).toBeVisible();
  await expect(page.getByRole('region', { name: '可用积分' }).getByText('1260')).toBeVisible();
  await expect(
    page.getByRole('region', { name: '活动推荐' }).getByRole('link', { name: '活动1' }),
  ).toHaveAttribute('href', 'https://example.com/activity/1');
  await expect(
    page.getByRole('article', { name: '蓝猫定制数据线' }).getByRole('button', { name: '已兑完' }),
  ).toBeDisabled();

  await page.getByRole('article', { name: '10元话费券' }).getByRole('button', { name: '兑换' }).click();
  const dialog = page.getByRole('dialog', { name: '确认兑换' });
  await expect(dialog).toContainText('确定使用1000积分兑换「10元话费券」吗？');
  await dialog.getByRole('button', { name: '确认兑换' }).click();

  await expect(page).toHaveURL(/\/exchangeSuccess$/);
  const result = page.getByRole('main');
  await expect(result.getByRole('heading', { name: '兑换成功' })).toBeVisible();
  await expect(result.getByText('剩余积分')).toBeVisible();
  await expect(result.getByText('260', { exact: true })).toBeVisible();
  expect(exchanges).toEqual([{ token: 'demo-token', productId: 'P1001' }]);

  await page.getByRole('button', { name: '继续兑换' }).click();
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
  await expect(page.getByRole('article', { name: '10元话费券' })).toBeVisible();
});

test('an exchange refused for insufficient points shows 兑换失败，积分不足', async ({ page, prism }) => {
  await prism.pick('pointsExchange', 'example=insufficient');
  await page.goto('/integral/pointsExchange');

  await page.getByRole('article', { name: '1GB国内流量日包' }).getByRole('button', { name: '兑换' }).click();
  await page.getByRole('dialog', { name: '确认兑换' }).getByRole('button', { name: '确认兑换' }).click();

  await expect(page).toHaveURL(/\/exchangeFail$/);
  await expect(page.getByRole('heading', { name: '兑换失败，积分不足' })).toBeVisible();
  await page.getByRole('button', { name: '返回积分兑换' }).click();
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
});

test('a failed account load shows the error with 重试', async ({ page, prism }) => {
  await prism.pick('memberInfo', 'code=500');
  await page.goto('/integral/myPoints');

  const card = page.getByRole('region', { name: '我的积分' });
  await expect(card.getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');

  await prism.pick('memberInfo', 'example=success');
  await card.getByRole('button', { name: '重试' }).click();
  await expect(card.getByText('3580')).toBeVisible();
});

test('switches the order range and reuses a range already seen', async ({ page }) => {
  const orders = recordBodies(page, '/api/wechat/pointsOrders');
  await page.goto('/integral/myPoints');
  await page.getByRole('navigation', { name: '积分服务' }).getByRole('link', { name: '我的订单' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expect(page.getByText('10元话费券')).toBeVisible();
  await expect(page.getByText('¥10.00')).toBeVisible();

  const range = page.getByRole('combobox', { name: '时间范围' });
  await range.selectOption({ label: '近一年' });
  await expect(page).toHaveURL(/\/myOrder\?interval=1$/);
  await expect(page.getByText('1GB国内流量日包')).toBeVisible();
  await range.selectOption({ label: '近六个月' });
  await expect(page).toHaveURL(/\/myOrder\?interval=0$/);
  await expect(page.getByText('10元话费券')).toBeVisible();

  expect(orders.map((body) => (body as { interval: number }).interval)).toEqual([0, 1]);
});

test('a server error on the orders shows 重试, which loads them', async ({ page, prism }) => {
  await prism.pick('pointsOrders', 'code=500');
  await page.goto('/myOrder');

  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');

  await prism.pick('pointsOrders', 'example=empty');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('shows the points detail by type and the points rule', async ({ page }) => {
  const detail = recordBodies(page, '/api/wechat/pointsDetail');
  await page.goto('/integralDetails');

  await expect(page.getByRole('tab', { name: '积分明细' })).toHaveAttribute('aria-selected', 'true');
  const types = page.getByRole('tablist', { name: '明细类型' });
  await expect(page.getByText('每日签到')).toBeVisible();
  await expect(page.getByText('+1', { exact: true })).toBeVisible();
  await expect(page.getByText('-1000')).toBeVisible();

  await types.getByRole('tab', { name: '获得' }).click();
  await expect(types.getByRole('tab', { name: '获得' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('话费消费赠送积分')).toBeVisible();
  await types.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByText('每日签到')).toBeVisible();

  await page.getByRole('tab', { name: '积分规则' }).click();
  const rule = page.getByRole('tabpanel');
  await expect(rule.getByRole('heading', { name: '积分获取' })).toBeVisible();
  await expect(rule.getByText('每日签到可获得1积分；每消费1元话费累计1积分。')).toBeVisible();

  expect(detail.map((body) => (body as { type: number }).type)).toEqual([0, 1]);
});

test('shows 暂无数据 for a detail type without lines', async ({ page, prism }) => {
  await prism.pick('pointsDetail', 'example=empty');
  await page.goto('/integralDetails?type=2');

  await expect(page.getByRole('tab', { name: '使用' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('the points history of the previous number is gone once another is bound', async ({ page, prism }) => {
  const detail = recordBodies(page, '/api/wechat/pointsDetail');
  await page.goto('/PersonalInformation');
  const services = page.getByRole('navigation', { name: '会员服务' });
  await services.getByRole('link', { name: '积分明细' }).click();
  await expect(page.getByText('每日签到')).toBeVisible();

  // Without leaving the app: unbind this number by ID and name (the session stays), bind another by code.
  await page.goBack();
  await services.getByRole('link', { name: '号码信息' }).click();
  await page.getByRole('link', { name: '解绑' }).click();
  await page.getByRole('link', { name: '收不到验证码' }).click();
  const unbind = page.getByRole('form', { name: '身份信息解绑' });
  await unbind.getByLabel('身份证号').fill('36010219900315123X');
  await unbind.getByLabel('姓名').fill('张伟');
  await prism.pick('memberInfo', 'example=unbound');
  await unbind.getByRole('button', { name: '确认解绑' }).click();
  await expectToast(page, '解绑成功');
  await expect(page).toHaveURL(/\/personal$/);
  await page.getByRole('link', { name: '去登录' }).click();

  const bind = page.getByRole('form', { name: '号码绑定' });
  await bind.getByLabel('手机号码').fill('17012345678');
  await bind.getByLabel('验证码').fill('123456');
  await prism.pick('memberInfo', 'example=success');
  await prism.pick('pointsDetail', 'example=empty');
  await bind.getByRole('button', { name: '立即绑定' }).click();
  await expectToast(page, '账号绑定成功');
  await expect(page).toHaveURL(/\/personal$/);
  await page.getByRole('button', { name: '返回' }).click();
  await services.getByRole('link', { name: '积分明细' }).click();

  await expect(page.getByText('暂无数据')).toBeVisible();
  await expect(page.getByText('每日签到')).toHaveCount(0);
  expect(detail).toHaveLength(2);
});
