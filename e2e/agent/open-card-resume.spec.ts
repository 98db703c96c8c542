import type { Page } from '@playwright/test';
import { signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * product.md › 开卡向导: the wizard never loses an opening. A reload, a new tab, the way back from a payment or from
 * the real-name provider all read the card's record (queryOpenCardLocation, whose examples location1…4
 * stand for the stored step) and continue there.
 */
const PHONE = '17079112345';
/** The card of the location examples. */
const STORED_CARD = '89860321245791234568';

const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const shows = (page: Page, count: string) =>
  expect(progress(page).getByText(count, { exact: true })).toBeVisible();
const currentStep = (page: Page) => progress(page).locator('[aria-current="step"]');

/** An opening in progress on this phone: the card is stored, and so are the given flags. */
async function storeOpening(page: Page, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ({ card, flags }) => {
      // Once per tab, as the app would have left them; the app's own removals must stick.
      if (sessionStorage.getItem('e2e-opening') !== null) return;
      sessionStorage.setItem('e2e-opening', '1');
      localStorage.setItem('uimId', card);
      for (const [key, value] of Object.entries(flags)) localStorage.setItem(key, value);
    },
    { card: STORED_CARD, flags: extra },
  );
}

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

test('comes back to the package step after a reload', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill(PHONE);
  await page.getByLabel('卡号', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: '下一步' }).click();
  await shows(page, '2/4');

  await page.reload();
  await shows(page, '2/4');
  await expect(page.getByRole('heading', { name: '蓝猫19元畅享卡' })).toBeVisible();
  await expect(currentStep(page)).toContainText('套餐详情');
});

test('keeps what was typed on the card entry over a reload', async ({ page }) => {
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill(PHONE);
  await page.getByLabel('卡号', { exact: true }).fill('12345');
  await page.reload();
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(PHONE);
  await expect(page.getByLabel('卡号', { exact: true })).toHaveValue('12345');
});

for (const [example, count, step, heading] of [
  ['location2', '3/4', '入网协议', '入网协议'],
  ['location3', '4/4', '实名认证', '合拍照片'],
  ['location4', '4/4', '实名认证', '实名认证'],
] as const) {
  test(`resumes a record at ${example} after a reload`, async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', `example=${example}`);
    await storeOpening(page);
    const lookup = page.waitForRequest((request) => request.url().endsWith('/api/gzh/queryOpenCardLocation'));
    await page.goto('/OpenCard');
    expect((await lookup).postDataJSON()).toMatchObject({ uimId: STORED_CARD });

    await shows(page, count);
    await expect(currentStep(page)).toContainText(step);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();

    await page.reload();
    await shows(page, count);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  });
}

test('looking up a card with a stored record continues at its step', async ({ page }) => {
  // queryOpenCardLocation's default answer is a record at the agreement.
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill(PHONE);
  await page.getByLabel('卡号', { exact: true }).fill('1234567');
  await page.getByRole('button', { name: '下一步' }).click();
  await shows(page, '3/4');
  await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
});

test('a prepayment still to make goes to /OpenPay', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=location1Unpaid');
  await storeOpening(page);
  await page.goto('/OpenCard');
  await expect(page).toHaveURL(/\/OpenPay$/);
});

test('back from a paid prepayment (payquery 1) continues at the agreement', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=location1Paid');
  await storeOpening(page, { payquery: '1' });
  await page.goto('/OpenCard');

  await shows(page, '3/4');
  await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('payquery'))).toBeNull();
});

test('back from the real-name provider (Judge) shows step 4/4 and verifies', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=location2');
  await prism.pick('getSimpleOrCardNum', 'example=idFailed');
  await storeOpening(page, { Judge: 'RealNameStart', GetToken: 'provider-token', BizNo: 'RN1' });
  const verification = page.waitForRequest((request) =>
    request.url().endsWith('/api/gzh/getSimpleOrCardNum'),
  );
  await page.goto('/OpenCard');

  await verification;
  await shows(page, '4/4');
  await expect(page.getByRole('heading', { level: 2, name: '实名认证' })).toBeVisible();
  await expectToast(page, '身份校验失败，请重新继续进行实名');
});

test('a record lost after the provider says so and starts again at the card entry', async ({
  page,
  prism,
}) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await storeOpening(page, { Judge: 'RealNameStart' });
  await page.goto('/OpenCard');

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('开卡时间过长数据缺失,请重新输入手机号');
  await dialog.getByRole('button', { name: '确定' }).click();
  await shows(page, '1/4');
  await expect(page.getByLabel('手机号', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('uimId'), localStorage.getItem('Judge')])).toEqual([
    null,
    null,
  ]);
});

test('a record that cannot be read offers 重试', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'code=500');
  await storeOpening(page);
  await page.goto('/OpenCard');

  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await prism.pick('queryOpenCardLocation', 'example=location2');
  await page.getByRole('button', { name: '重试' }).click();
  await shows(page, '3/4');
});
