import type { Page } from '@playwright/test';
import { applyPreset, consolePresets, freshTab, PRESET_APPS } from '../fixtures/presets.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';
import { fakeWeChatCashier } from '../fixtures/wechat-cashier.ts';
import { JOURNEY_CLOCK } from '../journey-day.mjs';

/**
 * Each preset of the mock console whose outcome a hall screen shows, applied through the console as a
 * tester applies it, with no other choice made: the screen reaches the branch the preset's title names.
 * One page walks them all, each from a fresh tab state.
 */
const SERVER_ERROR = '服务器内部错误 (500)，请稍后重试...';

async function startFaceCheck(page: Page) {
  await page.goto('/queryCard');
  await page.getByLabel('身份证号后六位').fill('15123X');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '开始人脸核验' }).click();
}

const WALKS: Record<string, (page: Page) => Promise<void>> = {
  'all-500': async (page) => {
    await page.goto('/balance');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SERVER_ERROR);
  },
  'session-expired': async (page) => {
    await page.goto('/balance');
    await expect(page.getByRole('alertdialog', { name: '提示' })).toContainText('登录已失效，请重新登录');
  },
  'not-bound': async (page) => {
    await page.goto('/balance');
    await expectToast(page, '请先绑定手机号');
    await expect(page).toHaveURL(/\/PersonalInformation$/);
  },
  insufficient: async (page) => {
    // 260 points buy none of the products: the refusal's numbers say so.
    await page.goto('/integral/pointsExchange');
    await expect(
      page.getByRole('region', { name: '可用积分' }).getByText('260', { exact: true }),
    ).toBeVisible();
    await page
      .getByRole('article', { name: '1GB国内流量日包' })
      .getByRole('button', { name: '兑换' })
      .click();
    await page.getByRole('dialog', { name: '确认兑换' }).getByRole('button', { name: '确认兑换' }).click();
    await expect(page).toHaveURL(/\/exchangeFail$/);
    const result = page.getByRole('main');
    await expect(result.getByRole('heading', { name: '兑换失败，积分不足' })).toBeVisible();
    await expect(result).toContainText(/所需积分\s*300/);
    await expect(result).toContainText(/当前积分\s*260/);
    // The account owes: a flow pack paid for cannot be covered.
    await page.goto('/balance');
    await expect(page.getByRole('region', { name: '账户余额' })).toContainText('-15.20元');
  },
  'sign-failed': async (page) => {
    await page.goto('/integral/myPoints');
    const card = page.getByRole('region', { name: '我的积分' });
    await card.getByRole('button', { name: '签到' }).click();
    await expectToast(page, '今日已签到');
    await expect(card.getByRole('button', { name: '已签到' })).toBeDisabled();
    await expect(card.getByText('1260')).toBeVisible();
  },
  'recharge-failed': async (page) => {
    await fakeWeChatCashier(page, 'ok');
    await page.goto('/Recharge');
    await page.getByRole('group', { name: '话费充值' }).getByRole('radio', { name: '30元' }).check();
    await page.getByRole('button', { name: '立即充值' }).click();
    await expectToast(page, '下单失败，请稍后重试');
    await expect(page).toHaveURL(/\/Recharge$/);
  },
  'face-video': async (page) => {
    await startFaceCheck(page);
    await expectToast(page, '请继续完成承诺视频');
    await expect(page.getByRole('region', { name: '录制承诺视频' })).toBeVisible();
  },
  'face-failed': async (page) => {
    await startFaceCheck(page);
    await expect(page).toHaveURL(/\/__demo\/face-verify\?/);
    await page.getByRole('button', { name: '完成核验' }).click();
    await expect(page.getByRole('alertdialog', { name: '提示' })).toContainText(
      '您的身份信息校验失败，请重试',
    );
  },
  'handling-failed': async (page) => {
    await page.goto('/verification');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill('123456');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/\/ChoosePackage$/);
    await page.getByRole('radio', { name: /蓝猫39元畅享套餐/ }).check();
    await page.getByRole('button', { name: '确认变更' }).click();
    await page.getByRole('dialog', { name: '确认变更' }).getByRole('button', { name: '确定' }).click();
    await expectToast(page, '当前套餐本月已变更过，请下月再试');
    await expect(page).toHaveURL(/\/ChoosePackage$/);
  },
  'binding-failed': async (page) => {
    await page.goto('/AccountBind');
    const form = page.getByRole('form', { name: '号码绑定' });
    await form.getByLabel('手机号码').fill('17088886666');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByLabel('验证码').fill('123456');
    await form.getByRole('button', { name: '立即绑定' }).click();
    await expectToast(page, '验证码错误或已过期');
    await expect(page).toHaveURL(/\/AccountBind$/);
  },
  'unbind-failed': async (page) => {
    await page.goto('/relieve');
    const form = page.getByRole('form', { name: '短信验证解绑' });
    await expect(form.getByLabel('手机号码')).toHaveValue('17088886666');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByLabel('验证码').fill('654321');
    await form.getByRole('button', { name: '确认解绑' }).click();
    await expectToast(page, '验证码错误或已过期');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('demo-token');
  },
  // Last: the invoice window counts from the phone's today, so the clock goes to the journeys' day.
  'invoice-failed': async (page) => {
    await page.clock.setFixedTime(new Date(JOURNEY_CLOCK));
    await page.evaluate(() => localStorage.setItem('phone', '17088886666'));
    await page.goto('/invoiceList');
    await page.getByRole('checkbox', { name: '2026年10月 ¥24.30' }).check();
    await page.getByRole('button', { name: '去开票' }).click();
    await expect(page).toHaveURL(/\/submitInvoice$/);
    await page.getByLabel('电子邮箱').fill('zhangxm@example.com');
    await page.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '所选月份已申请开票');
    await expect(page).toHaveURL(/\/submitInvoice$/);
  },
};

test('each hall preset of the mock console reaches the branch it names', async ({ page }) => {
  // Twelve short walks on one page.
  test.slow();
  await signInSubscriber(page);
  await page.goto('/__mock/');
  const offered = await consolePresets(page);
  expect(Object.keys(PRESET_APPS).sort()).toEqual([...offered].sort());
  expect(Object.keys(WALKS).sort()).toEqual(offered.filter((id) => PRESET_APPS[id] === 'hall').sort());

  for (const [id, walk] of Object.entries(WALKS)) {
    await test.step(id, async () => {
      await freshTab(page);
      await applyPreset(page, id);
      await walk(page);
    });
  }
});
