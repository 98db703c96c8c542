import { STORAGE_KEYS } from '@bluecat/api/storage';
import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';
import { fakeWeChatCashier } from '../fixtures/wechat-cashier.ts';

/**
 * 关怀版 (长辈版), the care mode for elderly subscribers: switched on from the first screen, it remembers
 * itself on the device, draws text of at least 18 px with line spacing of 1.5, opens on a simplified home,
 * and leaves every flow on its own routes and rules; switched off on 个人信息, the hall is as before.
 */
const careSwitch = (page: Page) => page.getByRole('switch', { name: /关怀版/ });

/** The computed body text size and line height, in px. */
const bodyText = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { size: Number.parseFloat(style.fontSize), lineHeight: Number.parseFloat(style.lineHeight) };
  });

async function turnCareOn(page: Page) {
  await page.addInitScript((key: string) => {
    // A marker of the journey's own (e2e-…), so the switch is set once per tab and a later switch-off holds.
    if (!window.sessionStorage.getItem('e2e-care-set')) {
      window.localStorage.setItem(key, '1');
      window.sessionStorage.setItem('e2e-care-set', '1');
    }
  }, STORAGE_KEYS.careMode);
}

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('switches 关怀版 on from the first screen and opens on the simplified home, remembered', async ({
  page,
}) => {
  await page.goto('/Recharge');
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
  // Both of the mode's names find the one switch.
  await expect(page.getByRole('switch', { name: /长辈版/ })).toHaveAttribute('aria-checked', 'false');
  expect((await bodyText(page)).size).toBe(14);

  await careSwitch(page).click();
  await expect(careSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/bc-care/);
  await expect.poll(async () => (await bodyText(page)).size).toBeGreaterThanOrEqual(18);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.careMode)).toBe('1');

  // The first screen is now the simplified home, and stays so after a reload.
  await page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '蓝猫移动 关怀版' })).toBeVisible();
  const text = await bodyText(page);
  expect(text.size).toBeGreaterThanOrEqual(18);
  expect(text.lineHeight / text.size).toBeGreaterThanOrEqual(1.5);

  const card = page.getByRole('region', { name: '我的号码' });
  await expect(card).toContainText('17088886666');
  await expect(card).toContainText('68.50元');
  const services = page.getByRole('navigation', { name: '常用服务' });
  for (const name of ['充值', '账单', '余额', '套餐余量', '积分']) {
    const tile = services.getByRole('link', { name, exact: true });
    await expect(tile).toBeVisible();
    const box = await tile.boundingBox();
    expect(box?.width, `${name}: width`).toBeGreaterThanOrEqual(60);
    expect(box?.height, `${name}: height`).toBeGreaterThanOrEqual(60);
  }
  const help = page.getByRole('region', { name: '联系客服' });
  await expect(help.getByRole('link', { name: '拨打客服热线10020' })).toHaveAttribute('href', 'tel:10020');
  await expect(help.getByRole('button', { name: '在线客服' })).toBeVisible();
});

test('tops up from the simplified home in 关怀版, on the same route and rules', async ({ page, prism }) => {
  await turnCareOn(page);
  await fakeWeChatCashier(page, 'ok');
  await prism.pick('bossQueryOrderByOutTradeNo', 'example=success');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: '常用服务' })
    .getByRole('link', { name: '充值', exact: true })
    .click();

  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(page.getByRole('heading', { level: 1, name: '号码充值' })).toBeVisible();
  const number = page.getByRole('textbox', { name: '充值号码' });
  await expect(number).toHaveValue('17088886666');
  // The rules are the hall's own: a short number is refused with the spec's message.
  await number.fill('1708888');
  await page.getByRole('group', { name: '话费充值' }).getByRole('radio', { name: '30元' }).check();
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByRole('alert')).toContainText('手机号格式错误');

  await number.fill('17088886666');
  const pay = page.getByRole('button', { name: '立即充值' });
  const box = await pay.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(60);
  await pay.click();
  await expect(page).toHaveURL(/\/paySuccess$/);
  await expect(page.getByRole('heading', { level: 1, name: '支付成功！' })).toBeVisible();
  await expect(page.getByRole('region', { name: '支付详情' })).toContainText('¥30.00');
});

test('draws a form’s main button 60 px tall in 关怀版, and its secondary ones at least 44', async ({
  page,
}) => {
  await turnCareOn(page);
  await page.goto('/setPassword');
  await expect(page.getByRole('heading', { level: 1, name: '修改服务密码' })).toBeVisible();
  const main = await page.getByRole('button', { name: '下一步' }).boundingBox();
  expect(main?.height, '下一步').toBeGreaterThanOrEqual(60);
  // 获取验证码 is an outlined button beside its field: a tap target, not the form's main control.
  const code = await page.getByRole('button', { name: '获取验证码' }).boundingBox();
  expect(code?.height, '获取验证码').toBeGreaterThanOrEqual(44);
  expect(code?.height, '获取验证码').toBeLessThan(60);
});

test('reads this month’s bill from the simplified home in 关怀版', async ({ page }) => {
  await turnCareOn(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: '常用服务' })
    .getByRole('link', { name: '账单', exact: true })
    .click();

  await expect(page).toHaveURL(/\/bill$/);
  await expect(page.getByRole('heading', { level: 1, name: '本月账单' })).toBeVisible();
  const summary = page.getByRole('heading', {
    level: 2,
    name: '您好，您本月截至目前的账单为：总费用26.50元',
    exact: true,
  });
  await expect(summary).toBeVisible();
  // The amount stays the largest type on the card, enlarged with the rest.
  const amount = summary.getByText('26.50', { exact: true });
  const size = await amount.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThan(28);
});

test('switches 关怀版 off on 个人信息, and the hall is as before', async ({ page }) => {
  await turnCareOn(page);
  await page.goto('/PersonalInformation');
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  await expect(careSwitch(page)).toHaveAttribute('aria-checked', 'true');

  await careSwitch(page).click();
  await expect(careSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('html')).not.toHaveClass(/bc-care/);
  await expect.poll(async () => (await bodyText(page)).size).toBe(14);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.careMode)).toBeNull();

  await page.reload();
  await expect(careSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await page.goto('/');
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(
    page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '号码充值' }),
  ).toBeVisible();
});
