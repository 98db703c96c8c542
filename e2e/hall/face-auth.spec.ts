import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * The face-verification mechanism shared by every business (product.md › 人脸核验): the commitment-video answer
 * -106 with its QR code, and the QR failure, seen through the card lookup and real-name forms.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('-106 on start shows the commitment-video QR code of the bound number', async ({ page, prism }) => {
  await prism.pick('queryPhone', 'example=promiseVideo');
  await page.goto('/queryCard');
  await page.getByLabel('身份证号后六位').fill('15123X');
  await page.getByLabel('姓名').fill('张伟');
  const qrRequest = page.waitForRequest('**/api/wechat/getBase64CodeIMG');
  await page.getByRole('button', { name: '开始人脸核验' }).click();

  await expectToast(page, '请继续完成承诺视频');
  const panel = page.getByRole('region', { name: '录制承诺视频' });
  await expect(panel.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
  await expect(panel.getByText('请长按识别图中小程序码，完成视频上传')).toBeVisible();
  // The card lookup form has no number: the code is for the member's bound number.
  expect((await qrRequest).postDataJSON()).toMatchObject({ serviceId: '17088886666' });
  await expect(page).toHaveURL(/\/queryCard$/);

  await panel.getByRole('button', { name: '返回修改' }).click();
  await expect(page.getByLabel('身份证号后六位')).toHaveValue('15123X');
});

test('a QR code that cannot be fetched says 二维码获取失败 and can be fetched again', async ({
  page,
  prism,
}) => {
  await prism.pick('realName', 'example=promiseVideo');
  await prism.pick('getBase64CodeIMG', 'example=failed');
  await page.goto('/realName');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByLabel('服务密码').fill('880219');
  const qrRequest = page.waitForRequest('**/api/wechat/getBase64CodeIMG');
  await page.getByRole('button', { name: '下一步' }).click();

  const panel = page.getByRole('region', { name: '录制承诺视频' });
  await expect(panel.getByRole('alert')).toHaveText('二维码获取失败');
  expect((await qrRequest).postDataJSON()).toMatchObject({ serviceId: '13912345678' });

  await prism.pick('getBase64CodeIMG', 'example=success');
  await panel.getByRole('button', { name: '重试' }).click();
  await expect(panel.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
});

test('-106 on the result query turns to the commitment video too', async ({ page, prism }) => {
  await prism.pick('checkResultQuery', 'example=promiseVideo');
  await page.goto('/realName');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByLabel('服务密码').fill('880219');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();

  await expect(page).toHaveURL(/\/realName$/);
  await expectToast(page, '请继续完成承诺视频');
  await expect(
    page.getByRole('region', { name: '录制承诺视频' }).getByRole('img', { name: '承诺视频小程序码' }),
  ).toBeVisible();
});
