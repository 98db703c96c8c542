import { WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import type { Page } from '@playwright/test';
import { DEMO_AGENT, signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * product.md › 代理商登录 /login and /OpenCardMessage. Prism answers the contract's examples: the default agent is
 * 李明 (LM360021); a test picks wrongCaptcha or wrongPassword for the login call.
 */
const WORK_NO = 'LM360021';

const captchaImage = (page: Page) => page.getByRole('button', { name: '刷新验证码' }).locator('img');

async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(captchaImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
}

async function fillLogin(page: Page, values: { workNo?: string; passWord?: string; code?: string }) {
  if (values.workNo !== undefined) await page.getByLabel('工号', { exact: true }).fill(values.workNo);
  if (values.passWord !== undefined) await page.getByLabel('密码', { exact: true }).fill(values.passWord);
  if (values.code !== undefined) await page.getByLabel('验证码', { exact: true }).fill(values.code);
}

async function signInThroughForm(page: Page) {
  await openLogin(page);
  await fillLogin(page, { workNo: WORK_NO, passWord: 'Lm@2024', code: '4827' });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
}

test('signs in with work number, password and image code', async ({ page }) => {
  await openLogin(page);
  const captchaRequest = page.waitForRequest((request) => request.url().includes('/api/gzh/captchaImage'));
  await page.getByRole('button', { name: '刷新验证码' }).click();
  const captcha = new URL((await captchaRequest).url());
  await expect(captchaImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/);

  await fillLogin(page, { workNo: WORK_NO, passWord: 'Lm@2024', code: '4827' });
  const loginRequest = page.waitForRequest((request) => request.url().endsWith('/api/gzh/login'));
  await page.getByRole('button', { name: '登录' }).click();

  expect((await loginRequest).postDataJSON()).toMatchObject({
    workNo: WORK_NO,
    passWord: 'Lm@2024',
    code: '4827',
    randomStr: `${captcha.searchParams.get('randomStr')}${captcha.searchParams.get('times')}`,
    type: 1,
  });
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await expect(page.getByRole('heading', { level: 1, name: '李明' })).toBeVisible();
  await expect(page.getByText(`工号：${WORK_NO}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('systemId'))).toBe('7');
});

test('shows each login validation message', async ({ page }) => {
  let apiCalls = 0;
  page.on('request', (request) => {
    if (/\/api\/gzh\/(getSeesion|login|checkworknoinfo)$/.test(request.url())) apiCalls += 1;
  });
  await openLogin(page);
  const submit = page.getByRole('button', { name: '登录' });

  await submit.click();
  await expectToast(page, '账号不能为空');

  await fillLogin(page, { workNo: WORK_NO });
  await submit.click();
  await expectToast(page, '密码不能为空');

  await fillLogin(page, { passWord: 'Lm@2024' });
  await submit.click();
  await expectToast(page, '验证码不能为空');

  expect(apiCalls).toBe(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong captcha clears the code and reloads the image', async ({ page, prism }) => {
  await prism.pick('login', 'example=wrongCaptcha');
  await openLogin(page);
  await fillLogin(page, { workNo: WORK_NO, passWord: 'Lm@2024', code: '0000' });

  const newImage = page.waitForRequest((request) => request.url().includes('/api/gzh/captchaImage'));
  await page.getByRole('button', { name: '登录' }).click();

  await expectToast(page, '验证码错误');
  await newImage;
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('工号', { exact: true })).toHaveValue(WORK_NO);
  await expect(captchaImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message', async ({ page, prism }) => {
  await prism.pick('login', 'example=wrongPassword');
  await openLogin(page);
  await fillLogin(page, { workNo: WORK_NO, passWord: 'wrong', code: '4827' });

  const newImage = page.waitForRequest((request) => request.url().includes('/api/gzh/captchaImage'));
  await page.getByRole('button', { name: '登录' }).click();

  await expectToast(page, '账号或密码错误');
  await newImage;
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('Userdata'))).toBeNull();
});

test("shows the agent's personal information", async ({ page }) => {
  await signInAgent(page);
  await page.goto('/OpenCardMessage');

  await page.getByRole('button', { name: '个人信息' }).click();

  const info = page.getByRole('dialog', { name: '个人信息' });
  await expect(info).toBeVisible();
  for (const [label, value] of [
    ['登录名', DEMO_AGENT.workName],
    ['工号', DEMO_AGENT.workNo],
    ['登录手机', DEMO_AGENT.mobile],
    ['渠道信息', DEMO_AGENT.dealerName],
  ]) {
    await expect(info.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(info.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
});

test('logs out and forgets the session', async ({ page }) => {
  await signInThroughForm(page);
  await page.evaluate(() => sessionStorage.setItem('recordNumber', 'R20240601'));

  await page.getByRole('button', { name: '退出登录' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  await page.goto('/OpenCardMessage');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('in the WeChat browser', () => {
  test.use({ userAgent: WECHAT_ANDROID_UA });

  test('the WeChat browser is told to open the page in a browser', async ({ page }) => {
    await page.goto('/login');

    await expect(page.getByRole('heading', { name: '点击右上角在浏览器中打开' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录' })).toHaveCount(0);
    await expect(page.getByLabel('工号', { exact: true })).toHaveCount(0);
  });
});
