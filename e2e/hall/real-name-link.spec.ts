import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 扫码实名 scan-link real-name (001 §2, §7, §8): the public pages without a login, the provider round trip
 * through the demo stand-in, the contact number, and every error on /realNameLinkError as text.
 */
async function throughProvider(page: import('@playwright/test').Page, { toForm = true } = {}) {
  await page.goto('/realNameLink?pone=ORD20240613001');
  await expect(page.getByLabel('手机号')).toHaveValue('17012345678');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/__demo\/face-verify\?biz_no=RN202406130000123$/);
  await page.getByRole('button', { name: '完成核验' }).click();
  // A check that fails only passes through the form (which asks for the result) on its way elsewhere.
  if (toForm) await expect(page).toHaveURL(/\/realNameLinkForm$/);
}

test('registers a scanned number without logging in', async ({ page }) => {
  await throughProvider(page);
  await expect(page.getByText('张三')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '请输入手机号');
  await page.getByLabel('联系号码').fill('19912345678');
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '请输入正确的手机号');
  await page.getByLabel('联系号码').fill('13812345678');
  await page.reload();
  await expect(page.getByLabel('联系号码')).toHaveValue('13812345678');

  const sent = page.waitForRequest('**/api/wechat/newTransAcctTForm');
  await page.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toEqual({
    biz_no: 'RN202406130000123',
    sparePhone: '13812345678',
    id: 'ORD20240613001',
    cityName: '南昌市',
  });
  await expect(page).toHaveURL(/\/realNameLinkSuccess$/);
  await expect(page.getByText('订单已提交，请退出此页面')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('sends an empty city when the IP lookup cannot place the visitor', async ({ page }) => {
  // The city lookup is outside /api, so it is picked here rather than through the prism fixture.
  await page.route('**/api-baidu/location/ip?*', (route) =>
    route.fallback({ headers: { ...route.request().headers(), prefer: 'example=unknownAddress' } }),
  );
  await throughProvider(page);
  await page.getByLabel('联系号码').fill('13812345678');
  const sent = page.waitForRequest('**/api/wechat/newTransAcctTForm');
  await page.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ cityName: '' });
});

test('a link without pone says to scan again', async ({ page }) => {
  await page.goto('/realNameLink');
  await expect(page.getByText('未获取到订单号，请重新进行扫码激活！')).toBeVisible();
});

test('a failed provider check goes to the error page, shown as text', async ({ page, prism }) => {
  await prism.pick('newGetImgPath', 'example=failed');
  await throughProvider(page, { toForm: false });
  await expect(page).toHaveURL(/\/realNameLinkError\?error=/);
  await expect(page.getByRole('main').getByText('人脸比对未通过，请重新扫码实名')).toBeVisible();
});

test('a refused submit goes to the error page', async ({ page, prism }) => {
  await prism.pick('newTransAcctTForm', 'example=failed');
  await throughProvider(page);
  await page.getByLabel('联系号码').fill('13812345678');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('main').getByText('该订单已提交实名资料，请勿重复提交')).toBeVisible();
});

test('the error page shows markup as text', async ({ page }) => {
  await page.goto(`/realNameLinkError?error=${encodeURIComponent('<img src=x onerror=alert(1)>失败')}`);
  await expect(page.getByText('<img src=x onerror=alert(1)>失败')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
});

test('the logged-in variant checks the name, then registers', async ({ page }) => {
  await signInSubscriber(page);
  await page.goto('/PersonageRealName');
  await expect(page.getByLabel('手机号')).toHaveValue('17088886666');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入您的姓名');
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号').fill('36010219900101123x');
  const checked = page.waitForRequest('**/api/wechat/checkName');
  await page.getByRole('button', { name: '下一步' }).click();
  expect((await checked).postDataJSON()).toMatchObject({ name: '张三', idCard: '36010219900101123X' });
  await expect(page).toHaveURL(/\/__demo\/face-verify\?biz_no=RN202406130000456$/);
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/PersonageRealNameForm$/);
  await page.getByLabel('联系号码').fill('13812345678');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/realNameLinkSuccess$/);
});
