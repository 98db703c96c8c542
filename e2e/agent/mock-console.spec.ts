import { submitAgentLogin } from '../fixtures/agent-login.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** The mock console on the agent app's origin: a preset reaches the agent's own calls. */
test('the 开卡登录失败 preset makes the login answer a wrong image code', async ({ page }) => {
  await page.goto('/__mock/');
  await page.getByRole('group', { name: '预设' }).getByRole('button', { name: '开卡登录失败' }).click();
  await expect(page.getByRole('status')).toHaveText('已应用预设：开卡登录失败');
  // Named by its full path: the hall's /api/wechat/login keeps its first answer.
  await expect(page.getByRole('combobox', { name: 'login 的回答', exact: true })).toHaveValue(
    'example=wrongCaptcha',
  );
  await expect(page.getByRole('combobox', { name: 'LOGIN 的回答', exact: true })).toHaveValue('');

  await page.goto('/login');
  await submitAgentLogin(page);
  await expectToast(page, '验证码错误');
  await expect(page).toHaveURL(/\/login$/);
});

test('the log masks the password and the image code of the login', async ({ page }) => {
  await page.goto('/__mock/');
  await page.goto('/login');
  await submitAgentLogin(page);
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/__mock/');
  const login = page.getByRole('row').filter({ hasText: '"passWord":"****"' }).first();
  // The work number stays readable: it tells the rows of two testers apart.
  await expect(login).toContainText('"workNo":"LM360021"');
  await expect(login).toContainText('"code":"****"');
  expect((await page.locator('td.request').allTextContents()).join('\n')).not.toContain('Lm@2024');
});
