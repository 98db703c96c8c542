import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** 变更套餐 plan change (product.md › 变更套餐): SMS verification, the plan tabs, confirm, outcome; plan details. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function passVerification(page: import('@playwright/test').Page) {
  await page.goto('/verification');
  await expect(page.getByLabel('手机号')).toHaveValue('17088886666');
  const sms = page.waitForRequest('**/api/wechat/sendSmsCode');
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect((await sms).postDataJSON()).toMatchObject({ mobilePhone: '17088886666', type: '06' });
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/ChoosePackage$/);
}

test('changes the plan after the SMS check', async ({ page }) => {
  await page.goto('/verification');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入验证码');
  await passVerification(page);

  await expect(page.getByRole('tab', { name: '蓝猫流量套餐' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '确认变更' }).click();
  await expectToast(page, '请选择流量套餐');

  await page.getByRole('tab', { name: '王卡套餐' }).click();
  await page.getByRole('radio', { name: /王卡29元套餐/ }).check();
  await expect(page.getByText('29元/月').first()).toBeVisible();
  await page.getByRole('button', { name: '确认变更' }).click();
  const dialog = page.getByRole('dialog', { name: '确认变更' });
  await expect(
    dialog.getByText(/次月1日生效，提交后不可撤销；原套餐的最低消费及合约期限保持不变/),
  ).toBeVisible();
  const sent = page.waitForRequest('**/api/wechat/change');
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ newofferId: '90071001', newofferName: '王卡29元套餐' });
  await expect(page).toHaveURL(/\/ChangeSucces$/);
  await expect(page.getByRole('heading', { name: '套餐已受理' })).toBeVisible();
});

test('a wrong code stays on the verification page', async ({ page, prism }) => {
  await prism.pick('verificationCode', 'example=wrongCode');
  await page.goto('/verification');
  await page.getByLabel('验证码').fill('000000');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '验证码错误');
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByLabel('验证码')).toHaveValue('000000');
});

test('a refused change shows rspDesc and keeps the choice', async ({ page, prism }) => {
  await prism.pick('change', 'example=rejected');
  await passVerification(page);
  await page.getByRole('radio', { name: /蓝猫39元畅享套餐/ }).check();
  await page.getByRole('button', { name: '确认变更' }).click();
  await page.getByRole('dialog', { name: '确认变更' }).getByRole('button', { name: '确定' }).click();
  await expectToast(page, '当前套餐本月已变更过，请下月再试');
  await expect(page).toHaveURL(/\/ChoosePackage$/);
  await expect(page.getByRole('radio', { name: /蓝猫39元畅享套餐/ })).toBeChecked();
});

test('plan details show the figures and the sanitised description', async ({ page }) => {
  await page.goto('/PackageDetails?id=90063346');
  await expect(page.getByRole('heading', { name: '蓝猫39元畅享套餐' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '30GB' })).toBeVisible();
  await expect(page.getByText(/套餐内含国内通用流量30GB/)).toBeVisible();
});

test('an unbound member is asked to bind first', async ({ page, prism }) => {
  await prism.pick('memberInfo', 'example=unbound');
  await page.goto('/verification');
  const dialog = page.getByRole('dialog', { name: '温馨提示' });
  await expect(dialog.getByText('您还未绑定手机号，请先绑定手机号后再办理')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('link', { name: '去绑定' })).toBeVisible();
});

test('/ChoosePackage opened without the SMS check goes to /verification', async ({ page }) => {
  await page.goto('/ChoosePackage');
  await expect(page).toHaveURL(/\/verification$/);
});
