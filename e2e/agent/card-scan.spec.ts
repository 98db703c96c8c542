import type { Locator, Page } from '@playwright/test';
import { fakeCameraLaunch, RECORD_CAMERA_STREAMS } from '../fixtures/code128-camera.mjs';
import { signInAgent } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * product.md › 开卡向导 › 扫描卡板: the agent scans the card board's ICCID barcode instead of typing 卡号.
 * Chromium's fake camera shows a Code 128 barcode of 89860321245731234567, a good ICCID whose last 7
 * digits 1234567 are the contract's card for 17079112345 (e2e/agent/open-card.spec.ts). The camera is
 * granted per test (`permissions`); without it the headless browser refuses it, as an agent can.
 */
const ICCID = '89860321245731234567';
const PHONE = '17079112345';

test.use({
  launchOptions: fakeCameraLaunch(ICCID),
});

const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const scanButton = (page: Page) => page.getByRole('button', { name: '扫描卡板条码' });
const sheet = (page: Page) => page.getByRole('dialog', { name: '扫描卡板条码' });

/** Pastes `text` into a field as the system's paste does: a cancelable paste event with the clipboard. */
const pasteInto = (input: Locator, text: string) =>
  input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

async function openWizard(page: Page) {
  await page.addInitScript(RECORD_CAMERA_STREAMS);
  await signInAgent(page);
  await page.goto('/OpenCard');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );

test.describe('with the camera allowed', () => {
  test.use({ permissions: ['camera'] });

  test('a scan fills 卡号 with the last 7 digits, stops the camera, and the opening goes on', async ({
    page,
    prism,
  }, testInfo) => {
    await prism.pick('queryOpenCardLocation', 'example=none');
    await openWizard(page);
    await field(page, '手机号').fill(PHONE);

    const decoder = page.waitForRequest((request) => request.url().endsWith('.wasm'));
    const tapped = Date.now();
    await scanButton(page).click();
    // The decoder comes from the page's own origin, fetched on the tap.
    expect(new URL((await decoder).url()).origin).toBe(new URL(page.url()).origin);

    await expect(field(page, '卡号')).toHaveValue('1234567', { timeout: 20_000 });
    const filled = Date.now() - tapped;
    testInfo.annotations.push({ type: 'scan to filled field', description: `${filled} ms` });
    console.log(`card scan: tap to filled 卡号 in ${filled} ms`);
    await expect(sheet(page)).toHaveCount(0);
    await expect(page.getByText(`已识别ICCID：${ICCID}，请与卡板核对`)).toBeVisible();
    // The camera is off once the code is read.
    expect(await trackStates(page)).toEqual(['ended']);

    await page.getByRole('button', { name: '下一步' }).click();
    await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
  });

  test('where the policy refuses WebAssembly, the JavaScript decoder reads the board instead', async ({
    page,
    prism,
  }) => {
    await prism.pick('queryOpenCardLocation', 'example=none');
    // The agent's policy as an engine older than 'wasm-unsafe-eval' (Chrome 75–96) applies it: scripts
    // from the site, and no WebAssembly compiles (docs/operating.md › 扫描卡板的摄像头).
    await page.route(
      (url) => url.pathname === '/OpenCard',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': "script-src 'self' 'unsafe-inline'" },
        });
      },
    );
    await page.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { refused: string[] }).refused = refused;
      document.addEventListener('securitypolicyviolation', (event) => refused.push(event.blockedURI));
    });
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    await openWizard(page);
    await field(page, '手机号').fill(PHONE);

    await scanButton(page).click();
    await expect(field(page, '卡号')).toHaveValue('1234567', { timeout: 20_000 });
    await expect(page.getByText(`已识别ICCID：${ICCID}，请与卡板核对`)).toBeVisible();
    // The policy refused the probe, and the 0.4 MB decoder file was never fetched.
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toContain(
      'wasm-eval',
    );
    expect(wasm).toEqual([]);
    expect(await trackStates(page)).toEqual(['ended']);

    await page.getByRole('button', { name: '下一步' }).click();
    await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
  });
});

test('a refused camera says so under the button, and 卡号 is typed as before', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await openWizard(page);
  await field(page, '手机号').fill(PHONE);
  await scanButton(page).click();
  await expect(page.getByText('摄像头权限被拒绝，请在设置中允许后重试，或手动输入卡号')).toBeVisible();
  await expect(sheet(page)).toHaveCount(0);
  await expect(field(page, '手机号')).toHaveValue(PHONE);

  await field(page, '卡号').fill('1234567');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
});

test('a whole ICCID pasted into 卡号 is checked, and kept as its last 7 digits', async ({ page }) => {
  await openWizard(page);
  const card = field(page, '卡号');
  const paste = (text: string) => pasteInto(card, text);
  // Two digits swapped: its check digit no longer fits, and the field keeps what it had.
  await paste('89860321245791234567');
  await expect(
    page.getByRole('alert').filter({ hasText: 'ICCID校验位不符，请重新扫描或手动输入卡号' }),
  ).toBeVisible();
  await expect(card).toHaveValue('');

  await paste('8986 0321 2457 3123 4567');
  await expect(card).toHaveValue('1234567');
  await expect(page.getByText(`已识别ICCID：${ICCID}，请与卡板核对`)).toBeVisible();
});

test('a whole ICCID pasted the moment 卡号 shows is checked: nothing of the scan is still to come', async ({
  page,
}) => {
  await page.addInitScript(RECORD_CAMERA_STREAMS);
  await signInAgent(page);
  // Every later file of the page comes 3 s late, as on a weak line: what the card entry needs is in first.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/OpenCard');
  const card = field(page, '卡号');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await pasteInto(card, '8986 0321 2457 3123 4567');
  await expect(card).toHaveValue('1234567');
  await expect(page.getByText(`已识别ICCID：${ICCID}，请与卡板核对`)).toBeVisible();
});

test.describe('in the scan variant', () => {
  test.use({ permissions: ['camera'] });

  test('the channel entry scans 卡号 too and goes on to the package list', async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=none');
    await prism.pick('checkoffername', 'example=changeable');
    await page.addInitScript(RECORD_CAMERA_STREAMS);
    await signInAgent(page);
    await page.goto('/VnoOpenCard?title=pcssh');
    await field(page, '手机号').fill(PHONE);
    await scanButton(page).click();
    await expect(field(page, '卡号')).toHaveValue('1234567', { timeout: 20_000 });
    expect(await trackStates(page)).toEqual(['ended']);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('radio')).toHaveCount(3);
  });

  test('a scanned order’s card is fixed: no scan button', async ({ page }) => {
    await page.goto('/VnoOpenCard?pone=ORD20240613001');
    await expect(field(page, '卡号')).toHaveValue('1234567');
    await expect(page.getByText('手机号和卡号来自扫码订单，请核对卡板后继续。')).toBeVisible();
    await expect(scanButton(page)).toHaveCount(0);
  });
});
