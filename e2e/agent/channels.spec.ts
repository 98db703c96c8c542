import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * product.md › 渠道免登录 免验证码登录 the nine no-code-login links, as the demo build signs them in: server mode, the
 * production default (apps/agent/.env names no mode). The build lists no link; every
 * /<carrier>WithoutCodeLogin<identifier> address is a channel page, which sends its identifier to the API's
 * channelLogin, and the mock answers any identifier with its session. File mode, which reads accounts from
 * /config/channels.json, is proven by the page's component tests (features/channel-login/channel-page.test.tsx).
 */
const IDENTIFIER = 'Demo5Bt9Ce1Rg6Zw2LhQ4';

function linkOf(carrier: string): string {
  return `/${carrier}WithoutCodeLogin${IDENTIFIER}`;
}

function countApiCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls += 1;
  });
  return () => calls;
}

test('the dead channel links say they have expired', async ({ page }) => {
  const apiCalls = countApiCalls(page);
  for (const carrier of ['Dx', 'Yh', 'Sw', 'Cy']) {
    await page.goto(linkOf(carrier));
    await expect(page.getByRole('heading', { name: '链接已失效，请退出此页面' })).toBeVisible();
  }
  expect(apiCalls()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
});

test('a live channel link signs in through the API with its identifier and opens the wizard', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const channelLogin = page.waitForRequest((request) => request.url().endsWith('/api/gzh/channelLogin'));
  await page.goto(linkOf('ph'));

  expect((await channelLogin).postDataJSON()).toEqual({ carrier: 'ph', identifier: IDENTIFIER });
  await expect(page).toHaveURL(/\/OpenCard$/);
  await expect(page.getByLabel('手机号', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('tokens'), localStorage.getItem('systemId')]),
  ).toEqual(['8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6', '7']);
  // No account is read or sent: no accounts file, no getSeesion + login with a password.
  expect(asked).not.toContain('/config/channels.json');
  expect(asked).not.toContain('/api/gzh/getSeesion');
  expect(asked).not.toContain('/api/gzh/login');
});

test('no request of a channel page names its link in a Referer', async ({ page }) => {
  const sent: Promise<[string, string | undefined]>[] = [];
  page.on('request', (request) => {
    sent.push(request.allHeaders().then((headers) => [request.url(), headers.referer]));
  });
  await page.goto(linkOf('Zn'));
  await expect(page).toHaveURL(/\/OpenCard$/);
  const headers = await Promise.all(sent);
  expect(headers.map(([url]) => new URL(url).pathname)).toContain('/api/gzh/channelLogin');
  expect(headers.filter(([, referer]) => referer !== undefined)).toEqual([]);
});

test('every live channel opens the main wizard, except Hgxh', async ({ page }) => {
  for (const carrier of ['Yy', 'Zn', 'Zy']) {
    await page.goto(linkOf(carrier));
    await expect(page).toHaveURL(/\/OpenCard$/);
  }
});

test('the Hgxh link opens the scan variant with title pcssh', async ({ page }) => {
  await page.goto(linkOf('Hgxh'));
  await expect(page).toHaveURL(/\/VnoOpenCard\?title=pcssh$/);
});

test("a refused channel link shows the server's reason, and 重试 signs in again", async ({ page, prism }) => {
  await prism.pick('channelLogin', 'example=unknownLink');
  await page.goto(linkOf('Zn'));

  const failed = page.getByRole('main', { name: '登录失败' });
  await expect(failed.getByRole('heading', { name: '登录失败' })).toBeVisible();
  await expect(failed.getByText('渠道链接无效，请联系管理员')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${linkOf('Zn')}$`));

  await prism.pick('channelLogin', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/OpenCard$/);
});

test('a channel link matches by its exact shape, letter case included', async ({ page }) => {
  const apiCalls = countApiCalls(page);
  for (const path of [linkOf('ph').toLowerCase(), linkOf('PH'), '/phWithoutCodeLogin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  }
  expect(apiCalls()).toBe(0);
});

/** The mock the integration testers click through answers the operation with its session and each named refusal. */
test('the mock answers channelLogin with a session, and its refusals by name', async ({ request }) => {
  const ask = (prefer?: string) =>
    request.post('/api/gzh/channelLogin', {
      data: { carrier: 'ph', identifier: IDENTIFIER },
      headers: prefer ? { prefer } : {},
    });
  expect(await (await ask()).json()).toEqual({
    code: 1,
    msg: '成功',
    data: { thirdSession: '8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6', workNo: 'LM360021' },
  });
  for (const [example, msg] of [
    ['unknownLink', '渠道链接无效，请联系管理员'],
    ['accountDisabled', '渠道账号已停用，请联系管理员'],
    ['tooMany', '请求过于频繁，请稍后重试'],
  ]) {
    expect(await (await ask(`example=${example}`)).json()).toEqual({ code: -100, msg });
  }
  // A dead carrier's link is no request the contract accepts.
  const dead = await request.post('/api/gzh/channelLogin', {
    data: { carrier: 'Dx', identifier: 'Demo7Qk2Vx9Lm4Tz8Rb1Hs' },
  });
  expect(dead.status()).toBe(422);
  // Nor is an identifier under 20 characters: it is all a visitor needs, and a short one can be guessed.
  const short = await request.post('/api/gzh/channelLogin', {
    data: { carrier: 'ph', identifier: 'Demo5Bt9Ce1Rg6Zw2Lh' },
  });
  expect(short.status()).toBe(422);
});
