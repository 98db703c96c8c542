import type { Page } from '@playwright/test';
import { fakeCameraLaunch, RECORD_CAMERA_STREAMS } from '../fixtures/code128-camera.mjs';
import { signInAgent } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * product.md › 开卡向导 › 扫描卡板: a read that fails the ICCID check is refused, and the camera keeps
 * looking. The fake camera shows 89860321245791234567, the number of e2e/agent/card-scan.spec.ts with
 * two digits swapped, so its Luhn check digit no longer fits.
 */
const SWAPPED = '89860321245791234567';

test.use({
  launchOptions: fakeCameraLaunch(SWAPPED),
  permissions: ['camera'],
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a barcode whose check digit does not fit is refused, the camera keeps looking until 取消', async ({
  page,
  axe,
}) => {
  await page.addInitScript(RECORD_CAMERA_STREAMS);
  await signInAgent(page);
  await page.goto('/OpenCard');
  await field(page, '卡号').fill('12');
  await page.getByRole('button', { name: '扫描卡板条码' }).click();

  const sheet = page.getByRole('dialog', { name: '扫描卡板条码' });
  await expect(sheet.getByRole('alert')).toHaveText('ICCID校验位不符，请重新扫描或手动输入卡号', {
    timeout: 20_000,
  });
  // Still open and still looking: the camera's track is live, and nothing reached 卡号.
  await page.waitForTimeout(500);
  await expect(sheet).toBeVisible();
  const live = await page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.map(
      (stream) => stream.getVideoTracks()[0]?.readyState,
    ),
  );
  expect(live).toEqual(['live']);
  await expect(sheet.getByText('请将卡板背面的ICCID条码放入框内')).toBeVisible();
  // The open sheet, its picture, frame and refusal, as axe sees them.
  expect(await axe.checkNow()).toEqual([]);

  // 取消 closes the sheet and stops the camera; what was typed stays.
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toHaveCount(0);
  const ended = await page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.map(
      (stream) => stream.getVideoTracks()[0]?.readyState,
    ),
  );
  expect(ended).toEqual(['ended']);
  await expect(field(page, '卡号')).toHaveValue('12');
});
