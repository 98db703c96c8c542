import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { DEMO_AGENT, signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * product.md › 开卡向导 steps 2–4 of /OpenCard: the agreement with its e-signature, the joint photo and the
 * real-name round trip through the provider's stand-in (/__demo/real-name). Each journey opens the
 * wizard on a stored card whose record Prism answers at the step under test (queryOpenCardLocation
 * examples location2…location4).
 */

/** uimId of the contract's records: location2 is the free package's card, location3/4 the paid one's. */
const FREE_CARD = '89860321245791234567';
const PAID_CARD = '89860321245791234568';
const JOINT_PHOTO = path.resolve(__dirname, '../../apps/agent/src/testing/joint-photo-4000x3000-exif6.jpg');

const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const next = (page: Page) => page.getByRole('button', { name: '下一步' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const callTo = (name: string) => (request: Request) => request.url().endsWith(`/api/gzh/${name}`);
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** An opening in progress on this phone: its card, and any further flags, stored once per tab. */
async function storeOpening(page: Page, card: string, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ({ card, flags }) => {
      if (sessionStorage.getItem('e2e-steps-opening') !== null) return;
      sessionStorage.setItem('e2e-steps-opening', '1');
      localStorage.setItem('uimId', card);
      for (const [key, value] of Object.entries(flags)) localStorage.setItem(key, value);
    },
    { card, flags: extra },
  );
}

/** Width and height from a PNG data URL's IHDR chunk. */
function pngSize(dataUrl: string): [number, number] {
  const bytes = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** A signature drawn with the mouse across the middle of the pad. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: '签名区域' });
  // The mouse only reaches what is on screen.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + box.width * (0.2 + step * 0.05), y + Math.sin(step) * box.height * 0.2);
  }
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

test.describe('step 2, the agreement', () => {
  test.beforeEach(async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=location2');
    await storeOpening(page, FREE_CARD);
  });

  test('asks to read, agree and sign in that order, then uploads a 900×400 signature', async ({ page }) => {
    await page.goto('/OpenCard');
    await expect(heading(page, '入网协议')).toBeVisible();
    await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();

    await next(page).click();
    await expectToast(page, '请完整看完《蓝猫移动入网协议》');

    const agreement = page.getByRole('region', { name: '《蓝猫移动入网协议》' });
    await expect(agreement).toContainText('千分之三');
    await agreement.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(page.getByText('已阅读至协议末尾')).toBeVisible();
    await next(page).click();
    await expectToast(page, '请您阅读并同意《蓝猫移动入网协议》');

    await page.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' }).check();
    await next(page).click();
    await expectToast(page, '电子签名不能为空');

    await sign(page);
    const upload = page.waitForRequest(callTo('signatureUpload'));
    const save = page.waitForRequest(callTo('addOpenCardLocation'));
    await next(page).click();

    const image = (await upload).postDataJSON().image as string;
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(image)).toEqual([900, 400]);
    await expectToast(page, '签名已确认，继续进行提交');
    // No card check for this package: the record moves to 4 and the wizard to real-name.
    expect((await save).postDataJSON()).toMatchObject({
      uimId: FREE_CARD,
      openCardLocation: 4,
      netSignUrl: 'https://oss.bluecat.example/sign/KK202406130001.png',
    });
    await expect(heading(page, '实名认证')).toBeVisible();
    await expect(progress(page).getByText('4/4', { exact: true })).toBeVisible();
  });

  test('stays on the agreement, with the signature kept, when the upload is refused', async ({
    page,
    prism,
  }) => {
    await prism.pick('signatureUpload', 'example=failed');
    await page.goto('/OpenCard');
    await page
      .getByRole('region', { name: '《蓝猫移动入网协议》' })
      .evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await page.getByRole('checkbox', { name: '我已阅读并同意《蓝猫移动入网协议》' }).check();
    await sign(page);
    await next(page).click();

    await expectToast(page, '签名上传失败');
    await expect(heading(page, '入网协议')).toBeVisible();
    await expect(page.getByRole('button', { name: '清除签名' })).toBeEnabled();
  });

  test('loads the signature library only on this step, never on the login or home page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.goto('/OpenCardMessage');
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
    expect(scripts.filter((script) => /lib-(signature|compressor)/.test(script))).toEqual([]);

    await page.goto('/OpenCard');
    await expect(page.getByRole('img', { name: '签名区域' })).toBeVisible();
    expect(scripts.some((script) => script.includes('lib-signature'))).toBe(true);
    expect(scripts.some((script) => script.includes('lib-compressor'))).toBe(false);
  });
});

test.describe('step 3, the joint photo', () => {
  test.beforeEach(async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=location3');
    await storeOpening(page, PAID_CARD);
  });

  test('uploads a photo taken with the camera and moves to real-name', async ({ page }) => {
    await page.goto('/OpenCard');
    await expect(heading(page, '合拍照片')).toBeVisible();
    await expect(page.getByText('请勿遮挡身份证背面和卡板')).toBeVisible();

    await next(page).click();
    await expectToast(page, '请点击合拍图片进行拍照');

    const upload = page.waitForRequest(callTo('uploadCard'));
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);
    const body = (await upload).postDataJSON();
    // Within 1.5 MB: sent as taken, byte for byte.
    expect(body).toEqual({
      image: `data:image/jpeg;base64,${readFileSync(JOINT_PHOTO).toString('base64')}`,
      workNo: DEMO_AGENT.workNo,
    });
    await expect(page.getByText('照片已上传，点击照片可重新拍摄')).toBeVisible();

    const save = page.waitForRequest(callTo('addOpenCardLocation'));
    await next(page).click();
    expect((await save).postDataJSON()).toMatchObject({
      uimId: PAID_CARD,
      openCardLocation: 4,
      TogetherUrl: 'https://oss.bluecat.example/together/KK202406130002.jpg',
    });
    await expect(heading(page, '实名认证')).toBeVisible();
  });

  test('compresses a camera photo over 1.5 MB to 1680×1260 before sending it', async ({ page }) => {
    await page.goto('/OpenCard');
    await expect(heading(page, '合拍照片')).toBeVisible();
    // A 4000×3000 photo of noise: several megabytes, as a phone camera's are.
    const big = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const pixels = context.createImageData(4000, 3000);
      for (let index = 0; index < pixels.data.length; index += 1) {
        pixels.data[index] = index % 4 === 3 ? 255 : Math.random() * 255;
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
    });
    const buffer = Buffer.from(big, 'base64');
    expect(buffer.length).toBeGreaterThan(1.5 * 1024 * 1024);

    const upload = page.waitForRequest(callTo('uploadCard'));
    await page
      .getByLabel('拍摄合拍照片')
      .setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer });
    const image = (await upload).postDataJSON().image as string;
    expect(image).toMatch(/^data:image\/jpeg;base64,/);
    const size = await page.evaluate(async (source) => {
      const picture = new Image();
      picture.src = source;
      await picture.decode();
      return [picture.naturalWidth, picture.naturalHeight];
    }, image);
    expect(size).toEqual([1680, 1260]);
    await expect(page.getByText('照片已上传，点击照片可重新拍摄')).toBeVisible();
  });

  test('sends the photo again when the weak network drops the first try', async ({ page }) => {
    let tries = 0;
    await page.route('**/api/gzh/uploadCard', async (route) => {
      tries += 1;
      if (tries === 1) await route.abort('connectionreset');
      else await route.fallback();
    });
    await page.goto('/OpenCard');
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);

    await expect(page.getByText('照片已上传，点击照片可重新拍摄')).toBeVisible();
    expect(tries).toBe(2);
  });

  test('keeps the photo for another try when the server fails', async ({ page, prism }) => {
    await prism.pick('uploadCard', 'code=500');
    await page.goto('/OpenCard');
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);

    await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
    await expect(page.getByText('照片尚未上传成功，点击“下一步”重新上传')).toBeVisible();

    await prism.pick('uploadCard', 'example=success');
    const save = page.waitForRequest(callTo('addOpenCardLocation'));
    await next(page).click();
    expect((await save).postDataJSON()).toMatchObject({ openCardLocation: 4 });
    await expect(heading(page, '实名认证')).toBeVisible();
  });

  test('comes back to the photo step, photo kept, when the page reloads with the camera open', async ({
    page,
  }) => {
    await page.goto('/OpenCard');
    await page.getByLabel('拍摄合拍照片').setInputFiles(JOINT_PHOTO);
    await expect(page.getByText('照片已上传，点击照片可重新拍摄')).toBeVisible();

    // Retaking: the camera opens, and a low-memory phone drops the page meanwhile.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('img', { name: '合拍照片预览' }).click();
    await chooser;
    await page.reload();

    await expect(heading(page, '合拍照片')).toBeVisible();
    await expectToast(page, '拍照时页面被重新加载，请重新拍照');
    await expect(page.getByText('照片已上传，点击照片可重新拍摄')).toBeVisible();
    const save = page.waitForRequest(callTo('addOpenCardLocation'));
    await next(page).click();
    expect((await save).postDataJSON()).toMatchObject({
      TogetherUrl: 'https://oss.bluecat.example/together/KK202406130002.jpg',
    });
  });
});

test.describe('step 4, real-name', () => {
  test.beforeEach(async ({ prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=location4');
  });

  test('goes through the provider and back, submits, and starts a new opening', async ({ page }) => {
    await storeOpening(page, PAID_CARD);
    await page.goto('/OpenCard');
    await expect(heading(page, '实名认证')).toBeVisible();

    const start = page.waitForRequest(callTo('getUrl'));
    await page.getByRole('button', { name: '去实名' }).click();
    expect((await start).postDataJSON()).toMatchObject({
      returnUrl: new URL('/OpenCard', page.url()).href,
      serviceId: '17079112346',
      recordNumber: 'KK202406130002',
    });

    await expect(page).toHaveURL(
      /\/__demo\/real-name\?biz_no=RN202406131030000001&returnUrl=https?%3A%2F%2F[^&]+%2FOpenCard$/,
    );
    await expect(page.getByRole('heading', { name: '实名认证（演示）' })).toBeVisible();
    expect(await stored(page, 'Judge')).toBe('RealNameStart');
    expect(await stored(page, 'GetToken')).toBe('5d7e2b1a-43c9-4f08-9a61-0c2e8b7f1d34');
    expect(await stored(page, 'BizNo')).toBe('RN202406131030000001');

    const result = page.waitForRequest(callTo('getSimpleOrCardNum'));
    const submit = page.waitForRequest(callTo('dosubmit'));
    await page.getByRole('button', { name: '完成认证' }).click();

    await expect(page).toHaveURL(/\/OpenCard$/);
    expect((await result).postDataJSON()).toMatchObject({
      token: '5d7e2b1a-43c9-4f08-9a61-0c2e8b7f1d34',
      bizId: 'RN202406131030000001',
      uimId: PAID_CARD,
      workNo: DEMO_AGENT.workNo,
    });
    expect((await submit).postDataJSON()).toMatchObject({
      serviceId: '17079112346',
      customerName: '张伟',
      identityCode: '360102199003151234',
      identityKind: 1,
      sign: '3F9A1C7E5B2D4A6089E1C2B3D4F5A6B7',
      timestamp: '20240613103015',
      rechargeFlag: 'finish',
      rechargeAmount: 50,
      outTradeNo: 'WX202406131025000001',
      systemId: 7,
    });
    await expectToast(page, '支付成功开卡结束！！');
    await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
    await expect(page.getByLabel('手机号', { exact: true })).toHaveValue('');
    for (const key of ['Judge', 'GetToken', 'BizNo', 'uimId']) expect(await stored(page, key)).toBeNull();
  });

  test('starts again at step 0 when the submission answers -2', async ({ page, prism }) => {
    await prism.pick('dosubmit', 'example=reset');
    await storeOpening(page, PAID_CARD, { Judge: 'RealNameStart', GetToken: 'provider-token', BizNo: 'RN1' });
    await page.goto('/OpenCard');

    await expectToast(page, '开卡信息已失效，请重新开卡');
    await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
    expect(await stored(page, 'Judge')).toBeNull();
  });

  for (const [example, message] of [
    ['faceFailed', '人脸校验失败，请重新继续进行实名'],
    ['idFailed', '身份校验失败，请重新继续进行实名'],
    // A result without its face part, or without any part: never a step stuck on checking.
    ['incomplete', '人脸校验失败，请重新继续进行实名'],
    ['empty', '身份校验失败，请重新继续进行实名'],
  ] as const) {
    test(`lets the agent start real-name again after ${example}`, async ({ page, prism }) => {
      await prism.pick('getSimpleOrCardNum', `example=${example}`);
      let submitted = false;
      page.on('request', (request) => {
        if (callTo('dosubmit')(request)) submitted = true;
      });
      await storeOpening(page, PAID_CARD, {
        Judge: 'RealNameStart',
        GetToken: 'provider-token',
        BizNo: 'RN1',
      });
      await page.goto('/OpenCard');

      await expectToast(page, message);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(heading(page, '实名认证')).toBeVisible();
      await expect(page.getByRole('button', { name: '去实名' })).toBeEnabled();
      expect(await stored(page, 'Judge')).toBeNull();
      expect(submitted).toBe(false);

      // After a reload the step is as usable: the spent verification is not checked again.
      await page.reload();
      await expect(heading(page, '实名认证')).toBeVisible();
      await expect(page.getByRole('button', { name: '去实名' })).toBeEnabled();
      await expect(page.getByText('正在核验实名认证结果，请稍候...')).toHaveCount(0);
    });
  }

  test('does not follow a provider address that is not http(s)', async ({ page }) => {
    // An answer outside the contract (its url is no address), so not one of its examples: served here.
    await page.route('**/api/gzh/getUrl', (route) =>
      route.fulfill({
        json: {
          code: 1,
          msg: '成功',
          data: {
            token: '5d7e2b1a-43c9-4f08-9a61-0c2e8b7f1d34',
            biz_no: 'RN202406131030000001',
            url: 'javascript:alert(1)',
          },
        },
      }),
    );
    await storeOpening(page, PAID_CARD);
    await page.goto('/OpenCard');
    await page.getByRole('button', { name: '去实名' }).click();

    await expectToast(page, '实名认证地址异常，请稍后重试');
    await expect(page).toHaveURL(/\/OpenCard$/);
    expect(await stored(page, 'Judge')).toBeNull();
  });
});
