import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 服务密码 service password (product.md › 服务密码): the old-password check, the guarded new-password step and
 * its outcomes, and 忘记原密码 through face verification (the demo provider and the simulation page).
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

const newField = (page: Page) => page.getByLabel('新密码', { exact: true });
const confirmField = (page: Page) => page.getByLabel('确认新密码', { exact: true });

async function checkOldPassword(page: Page) {
  await page.goto('/PersonalInformation');
  await page.getByRole('link', { name: '服务密码' }).click();
  await expect(page).toHaveURL(/\/setPassword$/);
  const form = page.getByRole('form', { name: '验证原密码' });
  await expect(form.getByLabel('手机号码')).toHaveValue('17088886666');
  return form;
}

test('changes the service password after checking the old one', async ({ page, prism }) => {
  const form = await checkOldPassword(page);
  const next = form.getByRole('button', { name: '下一步' });

  await next.click();
  await expectToast(page, '请填写验证码');
  const sms = page.waitForRequest('**/api/wechat/sendSmsCode');
  await form.getByRole('button', { name: '获取验证码' }).click();
  expect((await sms).postDataJSON()).toMatchObject({ mobilePhone: '17088886666', type: '05' });
  await form.getByLabel('验证码').fill('123456');
  await next.click();
  await expectToast(page, '请填写原密码');

  // A wrong old password: data.code -100 at the bottom; number and code stay.
  await prism.pick('servicePasswordEditTest', 'example=passwordWrong');
  await form.getByLabel('原密码').fill('111111');
  await next.click();
  await expectToast(page, '原服务密码错误，请重新输入');
  await expect(form.getByLabel('验证码')).toHaveValue('123456');
  // The old password is never written to the tab's storage: a reload asks for it again.
  await page.reload();
  await expect(form.getByLabel('验证码')).toHaveValue('123456');
  await expect(form.getByLabel('原密码')).toHaveValue('');

  await prism.pick('servicePasswordEditTest', 'example=passwordChecked');
  await form.getByLabel('原密码').fill('147258');
  const check = page.waitForRequest('**/api/wechat/servicePasswordEditTest');
  await next.click();
  expect((await check).postDataJSON()).toMatchObject({
    rawServicePass: '147258',
    mobilePhone: '17088886666',
    code: '123456',
  });
  await expect(page).toHaveURL(/\/newPassword$/);
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('147258');

  const submit = page.getByRole('button', { name: '确认修改' });
  // Both empty does nothing.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/servicePasswordEdit')) calls.push(request.url());
  });
  await submit.click();
  await newField(page).fill('258369');
  await confirmField(page).fill('258360');
  await submit.click();
  await expectToast(page, '两次输入密码不一致');
  expect(calls).toEqual([]);

  // Refused: its words; both entries stay.
  await prism.pick('servicePasswordEdit', 'example=failed');
  await confirmField(page).fill('258369');
  await submit.click();
  await expectToast(page, '新密码不能与原密码相同');
  await expect(newField(page)).toHaveValue('258369');
  await expect(confirmField(page)).toHaveValue('258369');

  // The step survives a reload (the entries, secrets, do not).
  await page.reload();
  await expect(page).toHaveURL(/\/newPassword$/);

  await prism.pick('servicePasswordEdit', 'example=success');
  await newField(page).fill('258369');
  await confirmField(page).fill('258369');
  await submit.click();
  await expect(page).toHaveURL(/\/setSuccess$/);
  await expect(page.getByRole('heading', { name: '服务密码修改成功' })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);

  // The step is spent.
  await page.goto('/newPassword');
  await expect(page).toHaveURL(/\/setPassword$/);
});

test('/newPassword opened without a passed check returns to /setPassword', async ({ page }) => {
  await page.goto('/newPassword');
  await expect(page).toHaveURL(/\/setPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: '修改服务密码' })).toBeVisible();
});

test('an unexpected outcome opens the failure page, which goes back 2', async ({ page, prism }) => {
  const form = await checkOldPassword(page);
  await form.getByLabel('验证码').fill('123456');
  await form.getByLabel('原密码').fill('147258');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/newPassword$/);

  await prism.pick('servicePasswordEdit', 'example=dataError');
  await newField(page).fill('258369');
  await confirmField(page).fill('258369');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/setFail$/);
  await expect(page.getByRole('heading', { name: '服务密码修改失败' })).toBeVisible();
  await expect(page.getByText('密码修改失败，系统繁忙')).toBeVisible();
  await page.getByRole('button', { name: '重新修改' }).click();
  await expect(page).toHaveURL(/\/setPassword$/);
});

async function fillForgotForm(page: Page) {
  await page.goto('/setPassword');
  await page.getByRole('link', { name: '忘记原密码' }).click();
  await expect(page).toHaveURL(/\/notPassword$/);
  await page.getByLabel('姓名').fill('张伟');
  await page.getByLabel('身份证号').fill('36010219900315123x');
  await expect(page.getByLabel('手机号码')).toHaveValue('17088886666');
}

test('forgot the old password: face verification opens the new-password step', async ({ page }) => {
  await fillForgotForm(page);
  const start = page.waitForRequest('**/api/wechat/servicePasswordEditTest');
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  expect((await start).postDataJSON()).toMatchObject({
    name: '张伟',
    idCard: '36010219900315123X',
    mobilePhone: '17088886666',
    returnUrl: expect.stringMatching(/\/newPassword$/),
  });
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=FA202405201030100007&returnUrl=https?%3A%2F%2F[^&]+%2FnewPassword$/,
  );
  await page.getByRole('button', { name: '完成核验' }).click();

  await expect(page).toHaveURL(/\/newPassword$/);
  await expectToast(page, '身份核验成功');
  await expect(page.getByRole('form', { name: '设置新密码' })).toBeVisible();
});

test('the simulation page counts down 3 s and continues to /newPassword', async ({ page, prism }) => {
  await prism.pick('servicePasswordEditTest', 'example=simulated');
  await fillForgotForm(page);
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await expect(page).toHaveURL(/\/faceSimulation\?biz_no=FA202405201030100008$/);
  await expect(page.getByRole('heading', { name: '人脸核验模拟' })).toBeVisible();
  await expect(page.getByText(/核验中，[1-3]秒后自动返回/)).toBeVisible();

  // Back on the return route, the result is asked for and the step opens.
  await expect(page).toHaveURL(/\/newPassword$/, { timeout: 8000 });
  await expect(page.getByRole('form', { name: '设置新密码' })).toBeVisible();
});

test('a face that does not match says so (product.md › 服务密码) and returns to the forgot-password form, kept', async ({
  page,
  prism,
}) => {
  await prism.pick('checkResultQuery', 'example=checkFailed');
  await fillForgotForm(page);
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();

  const alert = page.getByRole('alertdialog', { name: '提示' });
  await expect(alert.getByText('身份核验失败，请重试')).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/notPassword$/);
  await expect(page.getByLabel('姓名')).toHaveValue('张伟');
  await expect(page.getByLabel('身份证号')).toHaveValue('36010219900315123X');
  await page.goto('/newPassword');
  await expect(page).toHaveURL(/\/setPassword$/);
});
