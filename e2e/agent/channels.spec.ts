import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/**
 * 002 §2 免验证码登录 the nine no-code-login links. Their paths come from the build's configuration (the demo
 * values of apps/agent/.env), their accounts at run time from the host's /config/channels.json (the demo
 * server answers apps/agent/demo/config/channels.json), both read here the same way.
 */
function demoConfig(name: string): string {
  const text = readFileSync(path.resolve(__dirname, '../../apps/agent/.env'), 'utf8');
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} is not set in apps/agent/.env`);
  return line.slice(name.length + 1);
}

const LINKS = demoConfig('PUBLIC_CHANNEL_LINKS')
  .split(/[\s,]+/)
  .filter(Boolean);

function linkOf(carrier: string): string {
  const link = LINKS.find((entry) => entry.startsWith(`/${carrier}WithoutCodeLogin`));
  if (!link) throw new Error(`no ${carrier} link in apps/agent/.env`);
  return link;
}

const DEMO_ACCOUNTS: Record<string, { workNo: string; passWord: string }> = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../apps/agent/demo/config/channels.json'), 'utf8'),
);

function accountOf(carrier: string): { workNo: string; passWord: string } {
  const account = DEMO_ACCOUNTS[carrier];
  if (!account) throw new Error(`no ${carrier} account in apps/agent/demo/config/channels.json`);
  return account;
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

test('a live channel link signs in with its account and opens the wizard', async ({ page }) => {
  const session = page.waitForRequest((request) => request.url().endsWith('/api/gzh/getSeesion'));
  const login = page.waitForRequest((request) => request.url().endsWith('/api/gzh/login'));
  await page.goto(linkOf('ph'));

  const account = accountOf('ph');
  expect((await session).postDataJSON()).toMatchObject({ workNo: account.workNo, Type: 0 });
  const body = (await login).postDataJSON();
  expect(body).toMatchObject({ workNo: account.workNo, passWord: account.passWord, type: 0 });
  expect(body).not.toHaveProperty('code');

  await expect(page).toHaveURL(/\/OpenCard$/);
  await expect(page.getByLabel('手机号', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('tokens'), localStorage.getItem('systemId')]),
  ).toEqual(['8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6', '7']);
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

test('a refused channel account is shown, and 重试 signs in again', async ({ page, prism }) => {
  await prism.pick('login', 'example=wrongPassword');
  await page.goto(linkOf('Zn'));

  await expect(page.getByRole('heading', { name: '登录失败' })).toBeVisible();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${linkOf('Zn')}$`));

  await prism.pick('login', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/OpenCard$/);
});

test('a channel link matches only as configured, letter case included', async ({ page }) => {
  await page.goto(linkOf('ph').toLowerCase());
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a live channel without an account on the host says so and signs nobody in', async ({ page }) => {
  await page.route('**/config/channels.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const apiCalls = countApiCalls(page);
  await page.goto(linkOf('Yy'));
  await expect(page.getByText('该渠道暂未开通，请联系管理员')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  expect(apiCalls()).toBe(0);
});

test('the channel accounts are asked for only by a channel page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config/channels.json') asked.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(asked).toEqual([]);
  await page.goto(linkOf('Zy'));
  await expect(page).toHaveURL(/\/OpenCard$/);
  expect(asked).toHaveLength(1);
});

/**
 * PUBLIC_CHANNEL_LOGIN=server: the journeys run the demo build (file mode), so the page's server sign-in is
 * proven by its component tests (features/channel-login/channel-page-server.test.tsx); here the mock the
 * integration testers click through answers the operation with its session and each named refusal.
 */
test('the mock answers channelLogin with a session, and its refusals by name', async ({ request }) => {
  const ask = (prefer?: string) =>
    request.post('/api/gzh/channelLogin', {
      data: { carrier: 'ph', identifier: 'Demo5Bt9Ce1Rg6Zw2Lh4Nq' },
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
