import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 实名激活 real-name activation (product.md › 实名激活): number and service password, face verification through the
 * demo provider page, then the commitment video on /realResult.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function fillForm(page: Page, mobile = '13912345678', password = '880219') {
  await page.goto('/realName');
  await page.getByLabel('手机号码').fill(mobile);
  await page.getByLabel('服务密码').fill(password);
}

test('activates a number: face verification, then the commitment video', async ({ page }) => {
  await fillForm(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=FA202405201030100004&returnUrl=https?%3A%2F%2F[^&]+%2FrealName$/,
  );
  await page.getByRole('button', { name: '完成核验' }).click();

  await expect(page).toHaveURL(/\/realResult$/);
  const alert = page.getByRole('alertdialog', { name: '提示' });
  await expect(alert.getByText('身份核验已通过，请立即录制承诺视频，完成实名激活')).toBeVisible();
  await alert.getByRole('button', { name: '去录制' }).click();

  await expect(page.getByRole('heading', { name: '身份核验成功' })).toBeVisible();
  await expect(page.getByText('号码 13912345678 还需录制承诺视频')).toBeVisible();
  await expect(page.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
  await expect(page.getByText('请长按识别图中小程序码，完成视频上传')).toBeVisible();

  await page.getByRole('button', { name: '我已完成录制' }).click();
  await expect(page.getByRole('heading', { name: '实名激活已提交' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  // Home is the hall shell, whichever tab it opens on.
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeVisible();
});

test('a video not yet recorded keeps the QR code up', async ({ page, prism }) => {
  await prism.pick('checkVideo', 'example=pending');
  await fillForm(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '去录制' }).click();

  await page.getByRole('button', { name: '我已完成录制' }).click();
  await expectToast(page, '暂未收到您的承诺视频，请录制完成后再试');
  await expect(page.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
});

test('-100 shows the message and stays on the form', async ({ page, prism }) => {
  await prism.pick('realName', 'example=failed');
  await fillForm(page);
  await page.getByRole('button', { name: '下一步' }).click();

  await expectToast(page, '服务密码错误，请重新输入');
  await expect(page).toHaveURL(/\/realName$/);
  await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
});

test('checks the number before sending', async ({ page }) => {
  await fillForm(page, '12912345678');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '手机号格式错误');

  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByLabel('服务密码').fill('');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入服务密码');
  await expect(page).toHaveURL(/\/realName$/);
});

test('keeps the number, not the password, through a reload', async ({ page }) => {
  await fillForm(page);
  await page.reload();
  await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
  await expect(page.getByLabel('服务密码')).toHaveValue('');
});
