import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 扫码实名 scan-link real-name (product.md › 扫码实名): the public pages without a login, the provider round trip
 * through the demo stand-in, the contact number, and every error on /realNameLinkError as text.
 */
async function throughProvider(page: import('@playwright/test').Page, { toForm = true } = {}) {
  await page.goto('/realNameLink?pone=ORD20240613001');
  await expect(page.getByLabel('手机号')).toHaveValue('17012345678');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=RN202406130000123&returnUrl=https?%3A%2F%2F[^&]+%2FrealNameLinkForm$/,
  );
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
  await expect(page).toHaveURL(/\/realNameLinkError$/);
  await expect(page.getByRole('main').getByText('人脸比对未通过，请重新扫码实名')).toBeVisible();
  // The message travels with the navigation, so a reload still shows it.
  await page.reload();
  await expect(page.getByRole('main').getByText('人脸比对未通过，请重新扫码实名')).toBeVisible();
});

test('a refused submit goes to the error page', async ({ page, prism }) => {
  await prism.pick('newTransAcctTForm', 'example=failed');
  await throughProvider(page);
  await page.getByLabel('联系号码').fill('13812345678');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('main').getByText('该订单已提交实名资料，请勿重复提交')).toBeVisible();
});

test('the error page opened from an address shows the generic text, not the address', async ({ page }) => {
  await page.goto(`/realNameLinkError?error=${encodeURIComponent('实名失败，请拨打 400-000-0000')}`);
  await expect(page.getByRole('main').getByText('实名登记失败，请重新扫码办理')).toBeVisible();
  await expect(page.getByText(/400-000-0000/)).toHaveCount(0);
});

test('the error page shows a refusal with markup as text', async ({ page }) => {
  await page.route('**/api/wechat/newTransAcctT', (route) =>
    route.fulfill({ json: { code: -100, msg: '<img src=x onerror=alert(1)>失败', data: null } }),
  );
  await page.goto('/realNameLink?pone=ORD20240613001');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('main').getByText('<img src=x onerror=alert(1)>失败')).toBeVisible();
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
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=RN202406130000456&returnUrl=https?%3A%2F%2F[^&]+%2FPersonageRealNameForm$/,
  );
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/PersonageRealNameForm$/);
  await page.getByLabel('联系号码').fill('13812345678');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/realNameLinkSuccess$/);
});

test('after a failed check, the link can be scanned again and starts anew', async ({ page, prism }) => {
  await prism.pick('newGetImgPath', 'example=failed');
  await throughProvider(page, { toForm: false });
  await expect(page.getByRole('main').getByText('人脸比对未通过，请重新扫码实名')).toBeVisible();

  await prism.pick('newGetImgPath', 'example=success');
  await page.goto('/realNameLink?pone=ORD20240613001');
  await expect(page.getByLabel('手机号')).toHaveValue('17012345678');
  expect(new URL(page.url()).pathname).toBe('/realNameLink');
  const started = page.waitForRequest('**/api/wechat/newTransAcctT');
  await page.getByRole('button', { name: '下一步' }).click();
  await started;
  await expect(page).toHaveURL(/\/__demo\/face-verify\?biz_no=/);
});

test('a new order scanned after the provider never takes the old session', async ({ page }) => {
  await throughProvider(page);
  await expect(page.getByText('张三')).toBeVisible();

  await page.goto('/realNameLink?pone=ORD20240613002');
  // The start page of the new order, not the old order's form.
  await expect(page.getByRole('button', { name: '下一步' })).toHaveAttribute('aria-disabled', 'false');
  expect(new URL(page.url()).pathname).toBe('/realNameLink');
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();

  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/realNameLinkForm$/);
  await page.getByLabel('联系号码').fill('13812345678');
  const sent = page.waitForRequest('**/api/wechat/newTransAcctTForm');
  await page.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ id: 'ORD20240613002' });
});

test('back from the provider’s page, 下一步 is ready to start again', async ({ page }) => {
  await page.goto('/realNameLink?pone=ORD20240613001');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/__demo\/face-verify/);

  await page.goBack();
  await expect(page).toHaveURL(/\/realNameLink\?pone=ORD20240613001$/);
  const next = page.getByRole('button', { name: '下一步' });
  // The Button marks a busy or disabled state with aria-disabled (it never sets `disabled`: the button stays focusable).
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();

  const started = page.waitForRequest('**/api/wechat/newTransAcctT');
  await next.click();
  await started;
  await expect(page).toHaveURL(/\/__demo\/face-verify/);
});

test('the logged-in variant: back from the provider starts again', async ({ page }) => {
  await signInSubscriber(page);
  await page.goto('/PersonageRealName');
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号').fill('36010219900101123X');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/__demo\/face-verify/);

  await page.goBack();
  await expect(page).toHaveURL(/\/PersonageRealName$/);
  await expect(page.getByRole('button', { name: '下一步' })).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/__demo\/face-verify/);
});

test('the logged-in variant offers 去绑定 to a member without a bound number', async ({ page, prism }) => {
  await signInSubscriber(page);
  await prism.pick('memberInfo', 'example=unbound');
  await page.goto('/PersonageRealName');
  await expect(page.getByText('您还未绑定手机号，请先绑定手机号后再办理')).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);
  await page.getByRole('link', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/AccountBind$/);
});
