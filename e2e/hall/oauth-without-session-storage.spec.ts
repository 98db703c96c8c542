import { expect, test } from '../fixtures/test.ts';

/**
 * Some browsers refuse sessionStorage (private modes, some embedded browsers) or have it full. The
 * loop guard must still stop: the failure count travels in the OAuth state.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
});

test('stops after two refusals when the browser refuses session storage', async ({ page }) => {
  await page.goto('/PersonalInformation');

  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
  await page.getByRole('button', { name: '拒绝' }).click();

  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
  await page.getByRole('button', { name: '拒绝' }).click();

  await expect(page.getByRole('heading', { name: '授权失败' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/PersonalInformation');

  // 重试 starts afresh, and an allowed authorisation signs in without session storage.
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
  await page.getByRole('button', { name: '允许' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
});
