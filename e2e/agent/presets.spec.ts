import type { Page } from '@playwright/test';
import { submitAgentLogin } from '../fixtures/agent-login.ts';
import { signAgreement } from '../fixtures/agreement.ts';
import { applyPreset, consolePresets, freshTab, PRESET_APPS } from '../fixtures/presets.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * Each preset of the mock console whose outcome an agent screen shows, applied through the console as a
 * tester applies it, with no other choice made: the app reaches the branch the preset's title names. The
 * openings cross pages (the card page, /OpenPay, the cashier, /WxQuery, the real-name provider), each
 * reading the record back from the server: the presets' later steps answer as a server that kept it.
 */
const FREE_CARD = '89860321245791234567';
const PAID_CARD = '89860321245791234568';

const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const next = (page: Page) => page.getByRole('button', { name: '下一步' });
const atStep = (page: Page, step: string) =>
  expect(progress(page).getByText(step, { exact: true })).toBeVisible();

/** An opening under way on this phone: its card and flags, as the wizard and the provider leave them. */
async function storeOpening(page: Page, values: Record<string, string>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

async function enterCard(page: Page, phone: string, card: string) {
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('卡号', { exact: true }).fill(card);
  await next(page).click();
}

/** Pays at the stand-in cashier and confirms on /WxQuery. */
async function payAtCashier(page: Page) {
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/__demo\/wx-cashier\?/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/WxQuery$/);
  await page.getByRole('button', { name: '支付成功，继续开卡' }).click();
}

const BACK_FROM_PROVIDER = { Judge: 'RealNameStart', GetToken: 'provider-token', BizNo: 'RN1' };

const WALKS: Record<string, (page: Page) => Promise<void>> = {
  'agent-login-failed': async (page) => {
    await page.goto('/login');
    await submitAgentLogin(page);
    await expectToast(page, '验证码错误');
    await expect(page).toHaveURL(/\/login$/);
  },
  'link-closed': async (page) => {
    await enterCard(page, '17079112345', '1234567');
    await expectToast(page, '请关闭当前链接，重新进入进行开卡。');
    await atStep(page, '1/4');
  },
  'card-check-failed': async (page) => {
    await enterCard(page, '17079112345', '1234567');
    await expectToast(page, '卡号与号码不匹配');
    await atStep(page, '1/4');
  },
  'real-name-incomplete': async (page) => {
    await storeOpening(page, { uimId: FREE_CARD, ...BACK_FROM_PROVIDER });
    await page.goto('/OpenCard');
    await expectToast(page, '人脸校验失败，请重新继续进行实名');
    await expect(page.getByRole('button', { name: '去实名' })).toBeEnabled();
  },
  'open-card-failed': async (page) => {
    await storeOpening(page, { uimId: FREE_CARD, ...BACK_FROM_PROVIDER });
    await page.goto('/OpenCard');
    await expectToast(page, '开卡提交失败，请稍后重试');
    await expect(page.getByRole('alert')).toHaveText('实名认证已通过，开卡提交未完成，请重新提交');
  },
  'payment-failed': async (page) => {
    await storeOpening(page, { uimId: PAID_CARD });
    await page.goto('/OpenPay');
    await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥50.00');
    await page.getByRole('button', { name: '确认支付' }).click();
    await expectToast(page, '支付下单失败');
    await expect(page).toHaveURL(/\/OpenPay$/);
  },
  'fund-pool-failed': async (page) => {
    await storeOpening(page, { uimId: PAID_CARD });
    await page.goto('/OpenPay');
    await expect(page.getByRole('radio', { name: /资金池支付/ })).toBeChecked();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expectToast(page, '资金池余额不足');
    await expect(page).toHaveURL(/\/OpenPay$/);
  },
  'wx-pay-paid': async (page) => {
    // The console lists the answers still waiting for their call.
    await page.goto('/__mock/');
    const waiting = page.getByRole('list', { name: /之后的回答/ });
    await expect(waiting.getByRole('listitem').first()).toHaveText(
      'queryOrderByOutTradeNo 成功后：queryOpenCardLocation → location1Paid',
    );
    await storeOpening(page, { uimId: PAID_CARD });
    await page.goto('/WxQuery');
    await expect(page.getByText('开卡号码 17079112346')).toBeVisible();
    await page.getByRole('button', { name: '支付成功，继续开卡' }).click();
    await expectToast(page, '支付成功开卡结束！！');
    // The record, read again, is paid: the wizard goes on at the agreement, also after a reload.
    await expect(page).toHaveURL(/\/OpenCard$/);
    await atStep(page, '3/4');
    await page.reload();
    await atStep(page, '3/4');
    await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
    await page.goto('/__mock/');
    await expect(page.getByRole('combobox', { name: 'queryOpenCardLocation 的回答' })).toHaveValue(
      'example=location1Paid',
    );
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
  },
  'open-card-new': async (page) => {
    await enterCard(page, '17079112345', '1234567');
    await atStep(page, '2/4');
    await expect(page.getByRole('heading', { name: '蓝猫19元畅享卡' })).toBeVisible();
    await next(page).click();
    await atStep(page, '3/4');
    await signAgreement(page);
    await next(page).click();
    await atStep(page, '4/4');
    // Through the provider and back: the record is found at the real-name step, and the opening ends.
    await page.getByRole('button', { name: '去实名' }).click();
    await expect(page).toHaveURL(/\/__demo\/real-name/);
    await page.getByRole('button', { name: '完成认证' }).click();
    await expectToast(page, '支付成功开卡结束！！');
    await atStep(page, '1/4');
  },
  'open-card-paid': async (page) => {
    await enterCard(page, '17079112346', '1234568');
    await atStep(page, '2/4');
    await expect(page.getByRole('heading', { name: '蓝猫39元大流量卡' })).toBeVisible();
    await next(page).click();
    await expect(page).toHaveURL(/\/OpenPay$/);
    await expect(page.getByRole('region', { name: '支付金额' })).toContainText('¥50.00');
    await payAtCashier(page);
    await expectToast(page, '支付成功开卡结束！！');
    await expect(page).toHaveURL(/\/OpenCard$/);
    await atStep(page, '3/4');
    await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
  },
};

test('each agent preset of the mock console reaches the branch it names', async ({ page }) => {
  // Ten walks on one page, two of them whole openings.
  test.slow();
  await signInAgent(page);
  await page.goto('/__mock/');
  const offered = await consolePresets(page);
  expect(Object.keys(PRESET_APPS).sort()).toEqual([...offered].sort());
  expect(Object.keys(WALKS).sort()).toEqual(offered.filter((id) => PRESET_APPS[id] === 'agent').sort());

  for (const [id, walk] of Object.entries(WALKS)) {
    await test.step(id, async () => {
      await freshTab(page);
      await applyPreset(page, id);
      await walk(page);
    });
  }
});
