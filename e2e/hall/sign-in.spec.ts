import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * The hall's WeChat sign-in through the demo stand-in of the authorisation page
 * (apps/hall/demo/oauth-authorize.html), with LOGIN answered by the contract's success example.
 */
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('redirects to WeChat authorisation and signs in with the returned code', async ({ page }) => {
  await page.goto('/BusinessQuery?from=menu');

  await expect(page).toHaveURL(/\/__demo\/oauth-authorize\?appid=wxdemo0000000000&redirect_uri=/);
  const authorise = new URL(page.url());
  expect(authorise.searchParams.get('redirect_uri')).toMatch(
    /^https?:\/\/127\.0\.0\.1:\d+\/BusinessQuery\?from=menu$/,
  );
  expect(authorise.searchParams.get('scope')).toBe('snsapi_userinfo');
  expect(authorise.hash).toBe('#wechat_redirect');
  await expect(page.getByText('申请获取你的昵称、头像')).toBeVisible();

  await page.getByRole('button', { name: '允许' }).click();

  // Back on the hall with the code exchanged once and removed from the address.
  await expect(page.getByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/BusinessQuery');
  expect(new URL(page.url()).search).toBe('?from=menu');
  expect(await storedToken(page)).toBe('demo-token');
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeVisible();
  await expect(page.getByText(/客服热线10020/).first()).toBeVisible();
});

test('stops after two failed authorisations', async ({ page }) => {
  await page.goto('/PersonalInformation');

  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
  await page.getByRole('button', { name: '拒绝' }).click();

  // The first refusal asks once more.
  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
  await page.getByRole('button', { name: '拒绝' }).click();

  await expect(page.getByRole('heading', { name: '授权失败' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/PersonalInformation');
  expect(await storedToken(page)).toBeNull();

  // 重试 starts a fresh authorisation, which can now succeed.
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
  await page.getByRole('button', { name: '允许' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

/** The codes the hall sent to LOGIN, in order. */
function watchLogins(page: Page): string[] {
  const codes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/login') {
      codes.push(String((request.postDataJSON() as { code?: unknown } | null)?.code ?? ''));
    }
  });
  return codes;
}

for (const [kind, query] of [
  ['a foreign state', 'code=attacker-code&state=STATE'],
  ['no state', 'code=attacker-code'],
]) {
  test(`never exchanges a code with ${kind}; a fresh authorisation signs in instead`, async ({ page }) => {
    const logins = watchLogins(page);
    await page.goto(`/BusinessQuery?from=menu&${query}`);

    // Not exchanged: straight on to a fresh authorisation for this person, with a nonce of the hall's.
    await expect(page).toHaveURL(/\/__demo\/oauth-authorize/);
    const authorise = new URL(page.url());
    expect(authorise.searchParams.get('redirect_uri')).toMatch(/\/BusinessQuery\?from=menu$/);
    expect(authorise.searchParams.get('state')).toMatch(/^[0-9a-f]{24}n1$/);
    expect(logins).toEqual([]);
    expect(await storedToken(page)).toBeNull();

    await page.getByRole('button', { name: '允许' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatch(/^demo-/);
    expect(await storedToken(page)).toBe('demo-token');
  });
}

test('codes the hall never asked for, again and again, end on 授权失败 without a LOGIN', async ({ page }) => {
  const logins = watchLogins(page);
  // In place of the stand-in, a page that answers every authorisation with an attacker's code.
  await page.route('**/__demo/oauth-authorize**', async (route) => {
    const target = new URL(new URL(route.request().url()).searchParams.get('redirect_uri') ?? '');
    target.searchParams.set('code', 'attacker-code');
    target.searchParams.set('state', 'STATE');
    await route.fulfill({ status: 302, headers: { location: target.href } });
  });
  await page.goto('/PersonalInformation?code=attacker-code&state=STATE');

  await expect(page.getByRole('heading', { name: '授权失败' })).toBeVisible();
  expect(logins).toEqual([]);
  expect(await storedToken(page)).toBeNull();
});
