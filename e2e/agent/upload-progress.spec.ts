import path from 'node:path';
import type { CDPSession, Page, Request } from '@playwright/test';
import { signAgreement } from '../fixtures/agreement.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * The signature and the joint photo going up on a weak network (steps 2 and 3 of /OpenCard): the
 * agent watches each upload's bar, can cancel it, and a failed, cancelled or reloaded upload sends the
 * same prepared bytes again. The network is slowed through the browser (CDP), so the bar is seen
 * moving as a shop's 3G would show it.
 */

const FREE_CARD = '89860321245791234567';
const PAID_CARD = '89860321245791234568';
/** 79 KB: about 106 KB as base64 in the JSON body, some 3.5 s at the pace below. */
const JOINT_PHOTO = path.resolve(__dirname, '../../apps/agent/src/testing/joint-photo-4000x3000-exif6.jpg');
/** Bytes per second the browser may send: slow enough to watch, quick enough for a journey. */
const SLOW_UPLOAD = 30 * 1024;

const next = (page: Page) => page.getByRole('button', { name: '下一步' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const callTo = (name: string) => (request: Request) => request.url().endsWith(`/api/gzh/${name}`);
const pendingText = '照片尚未上传成功，点击“下一步”重新上传';

async function storeOpening(page: Page, card: string) {
  await page.addInitScript((uimId) => {
    if (sessionStorage.getItem('e2e-upload-opening') !== null) return;
    sessionStorage.setItem('e2e-upload-opening', '1');
    localStorage.setItem('uimId', uimId);
  }, card);
}

/** Slows what the page sends to `bytesPerSecond`; -1 lifts the limit. */
async function throttleUpload(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * Every value the named progress bar takes, recorded in the page: a bar that reaches 100 % is gone a
 * moment later, when the server's answer arrives.
 */
async function recordProgress(page: Page, label: string) {
  await page.addInitScript((name) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll(`[role="progressbar"][aria-label="${name}"]`)) {
        const value = bar.getAttribute('aria-valuenow') ?? '';
        if (seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, label);
  return () =>
    page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));
}

/** The JSON bodies of every upload the page sent to `call`, in order. */
function collectBodies(page: Page, call: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (callTo(call)(request)) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

test.describe('the joint photo', () => {
  test.beforeEach(async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=location3');
    await storeOpening(page, PAID_CARD);
  });

  test('shows the photo going up, with its size, until 100 %', async ({ page, axe }) => {
    const progressSeen = await recordProgress(page, '正在上传照片');
    const cdp = await page.context().newCDPSession(page);
    await throttleUpload(cdp, SLOW_UPLOAD);
    await page.goto('/OpenCard');
    await expect(heading(page, '合拍照片')).toBeVisible();

    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);
    const bar = page.getByRole('progressbar', { name: '正在上传照片' });
    // Part of the way: neither the start nor the end.
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expect(page.getByText(/^已发送 0\.\d MB \/ 0\.1 MB$/)).toBeVisible();
    await expect(page.getByRole('button', { name: '取消上传' })).toBeVisible();
    expect(await axe.checkNow()).toEqual([]);

    await expect(page.getByText('照片已上传，点击照片可重新拍摄')).toBeVisible({ timeout: 15_000 });
    await expect(bar).toHaveCount(0);
    const values = await progressSeen();
    expect(values.some((value) => value > 0 && value < 100)).toBe(true);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  test('stops at 取消上传, and 下一步 sends the same photo', async ({ page }) => {
    const bodies = collectBodies(page, 'uploadCard');
    const cdp = await page.context().newCDPSession(page);
    await throttleUpload(cdp, SLOW_UPLOAD);
    await page.goto('/OpenCard');
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);
    await expect(page.getByRole('progressbar', { name: '正在上传照片' })).toBeVisible();

    await page.getByRole('button', { name: '取消上传' }).click();
    await expect(page.getByText(pendingText)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('img', { name: '合拍照片预览' })).toBeVisible();

    await throttleUpload(cdp, -1);
    const save = page.waitForRequest(callTo('addOpenCardLocation'));
    await next(page).click();
    expect((await save).postDataJSON()).toMatchObject({ openCardLocation: 4 });
    await expect(heading(page, '实名认证')).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
  });

  test('after a failed upload, 下一步 sends the same prepared photo and it succeeds', async ({
    page,
    prism,
  }) => {
    const bodies = collectBodies(page, 'uploadCard');
    await prism.pick('uploadCard', 'code=500');
    await page.goto('/OpenCard');
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);
    await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
    await expect(page.getByText(pendingText)).toBeVisible();

    await prism.pick('uploadCard', 'example=success');
    const save = page.waitForRequest(callTo('addOpenCardLocation'));
    await next(page).click();
    expect((await save).postDataJSON()).toMatchObject({
      openCardLocation: 4,
      TogetherUrl: 'https://oss.bluecat.example/together/KK202406130002.jpg',
    });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(bodies[0] ?? '{}').image).toMatch(/^data:image\/jpeg;base64,/);
  });

  test('keeps the prepared photo through a reload in the middle of its upload', async ({ page }) => {
    const bodies = collectBodies(page, 'uploadCard');
    const cdp = await page.context().newCDPSession(page);
    await throttleUpload(cdp, SLOW_UPLOAD);
    await page.goto('/OpenCard');
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);
    await expect(page.getByRole('progressbar', { name: '正在上传照片' })).toBeVisible();
    // The bar shows as the photo is prepared; the reload comes once its upload is on the wire.
    await expect.poll(() => bodies.length).toBe(1);

    await page.reload();
    await expect(heading(page, '合拍照片')).toBeVisible();
    await expect(page.getByText(pendingText)).toBeVisible();
    await expect(page.getByRole('img', { name: '合拍照片预览' })).toBeVisible();

    await throttleUpload(cdp, -1);
    await next(page).click();
    await expect(heading(page, '实名认证')).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
  });
});

test.describe('the signature', () => {
  test.beforeEach(async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=location2');
    await storeOpening(page, FREE_CARD);
  });

  test('shows the signature going up to 100 %, then moves on', async ({ page }) => {
    const progressSeen = await recordProgress(page, '正在上传签名');
    await page.goto('/OpenCard');
    await signAgreement(page);

    await next(page).click();
    await expect(heading(page, '实名认证')).toBeVisible();
    const values = await progressSeen();
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
  });
});
