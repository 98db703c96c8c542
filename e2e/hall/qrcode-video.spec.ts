import { expect, test } from '../fixtures/test.ts';

/**
 * /QRcodeVideo is public (product.md › 登录与授权): opened from a link, with no hall login, it shows the number's
 * commitment-video QR code (CPDEIMG) with the long-press hint.
 */
test('shows the commitment-video code of the number in the link, without a login', async ({ page }) => {
  const qrRequest = page.waitForRequest('**/api/wechat/getBase64CodeIMG');
  await page.goto('/QRcodeVideo?serviceId=17088886666');

  expect((await qrRequest).postDataJSON()).toMatchObject({ serviceId: '17088886666' });
  await expect(page).toHaveURL(/\/QRcodeVideo\?serviceId=17088886666$/);
  await expect(page.getByRole('heading', { name: '请继续完成承诺视频' })).toBeVisible();
  await expect(page.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
  await expect(page.getByText('请长按识别图中小程序码，完成视频上传')).toBeVisible();
});

test('says 二维码获取失败 and asks again on 重试', async ({ page, prism }) => {
  await prism.pick('getBase64CodeIMG', 'example=failed');
  await page.goto('/QRcodeVideo?serviceId=17088886666');
  await expect(page.getByRole('alert')).toHaveText('二维码获取失败');

  await prism.pick('getBase64CodeIMG', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
});

test('says 未获取手机号 when the link carries no number', async ({ page }) => {
  await page.goto('/QRcodeVideo');
  await expect(page.getByText('未获取手机号')).toBeVisible();
});
