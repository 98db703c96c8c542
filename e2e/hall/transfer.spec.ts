import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 过户 account transfer (product.md › 过户): reached from /BusinessHandle, each owner's identity check through the
 * face-verification stand-in, the forms with the contract's examples.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

/** A 64×48 PNG, as a camera would hand the page a picture. */
const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwBfOcIYzlCH8OITBAtzm7PV1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgHMWyEeYBZTbQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function verifyIdentity(page: Page) {
  await page.getByLabel('身份证号').fill('36010219900315123x');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await expect(page.getByRole('heading', { name: '人脸核验（演示）' })).toBeVisible();
  await page.getByRole('button', { name: '完成核验' }).click();
  await expectToast(page, '身份核验成功');
}

test('10. the current owner applies after face verification, reached from /BusinessHandle', async ({
  page,
}) => {
  await page.goto('/BusinessHandle');
  await page.getByRole('link', { name: '过户' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '过户' })).toBeVisible();
  await page.getByRole('link', { name: /我是原机主/ }).click();
  await expect(page).toHaveURL(/\/transAcctSForm$/);

  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await expectToast(page, '请输入您证件信息');
  await verifyIdentity(page);

  await expect(page).toHaveURL(/\/transAcctSForm$/);
  await expect(page.getByText('身份核验已通过：张伟')).toBeVisible();
  const submit = page.getByRole('button', { name: '提交过户申请' });
  await page.getByLabel('过户号码').fill('17088886666');
  await page.getByLabel('新机主姓名').fill('李华');
  await page.reload();
  // Every typed field survives; the service password is a secret and is typed again.
  await expect(page.getByLabel('过户号码')).toHaveValue('17088886666');
  await expect(page.getByLabel('新机主姓名')).toHaveValue('李华');
  await submit.click();
  await expectToast(page, '请输入服务密码');
  await page.getByLabel('服务密码').fill('123456');
  await submit.click();
  await expectToast(page, '请输入新机主身份证号');
  await page.getByLabel('新机主身份证号').fill('36010219950101002x');
  await submit.click();

  await expect(page).toHaveURL(/\/transAcctSuccess$/);
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('过户单号 GH202406130001')).toBeVisible();
});

test('10. a wrong service password keeps the application as typed', async ({ page, prism }) => {
  await prism.pick('transAcctSForm', 'example=wrongPassword');
  await page.goto('/transAcctSForm');
  await verifyIdentity(page);
  await page.getByLabel('过户号码').fill('17088886666');
  await page.getByLabel('服务密码').fill('000000');
  await page.getByLabel('新机主姓名').fill('李华');
  await page.getByLabel('新机主身份证号').fill('36010219950101002X');
  await page.getByRole('button', { name: '提交过户申请' }).click();
  await expectToast(page, '服务密码错误');
  await expect(page).toHaveURL(/\/transAcctSForm$/);
  await expect(page.getByLabel('新机主身份证号')).toHaveValue('36010219950101002X');
});

test('10. the new owner uploads the documents; without an application the server says so', async ({
  page,
  prism,
}) => {
  await page.goto('/transAcct');
  await page.getByRole('link', { name: /我是新机主/ }).click();
  await expect(page).toHaveURL(/\/transAcctTForm$/);
  await verifyIdentity(page);

  await page.getByLabel('过户号码').fill('17088886666');
  await page.getByLabel('联系电话').fill('13912345678');
  const submit = page.getByRole('button', { name: '确认过户' });
  await submit.click();
  await expectToast(page, '请上传身份证人像面');

  for (const label of ['身份证人像面', '身份证国徽面', '过户协议']) {
    await page.getByLabel(label, { exact: true }).setInputFiles(PHOTO);
    await expect(page.getByRole('img', { name: `${label}（已上传）` })).toBeVisible();
  }

  await prism.pick('transAcctTForm', 'example=noApplication');
  await submit.click();
  await expectToast(page, '未查询到该号码的过户申请，请原机主先提交过户申请');
  await expect(page).toHaveURL(/\/transAcctTForm$/);
  await expect(page.getByLabel('联系电话')).toHaveValue('13912345678');

  await prism.pick('transAcctTForm', 'example=success');
  await submit.click();
  await expect(page).toHaveURL(/\/transAcctSuccess$/);
  await expect(page.getByText('过户资料已提交，审核结果将以短信通知，请耐心等待。')).toBeVisible();
});

test('10. a passed check can be made again, for the current owner and the new one', async ({ page }) => {
  await page.goto('/transAcctSForm');
  await verifyIdentity(page);
  await expect(page.getByText('身份核验已通过：张伟')).toBeVisible();
  await page.getByLabel('过户号码').fill('17088886666');

  await page.getByRole('button', { name: '重新核验' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog.getByText('确定重新进行身份核验吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  // The identity step again, as typed; a fresh check leads back to the form with what was typed there.
  await expect(page.getByLabel('身份证号')).toHaveValue('36010219900315123X');
  const started = page.waitForRequest('**/api/wechat/transAcctS');
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await started;
  await page.getByRole('button', { name: '完成核验' }).click();
  await expectToast(page, '身份核验成功');
  await expect(page.getByText('身份核验已通过：张伟')).toBeVisible();
  await expect(page.getByLabel('过户号码')).toHaveValue('17088886666');

  // The new owner's pictures were filed under the old check: a new one asks to upload them again.
  await page.goto('/transAcctTForm');
  await verifyIdentity(page);
  await page.getByLabel('身份证人像面', { exact: true }).setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: '身份证人像面（已上传）' })).toBeVisible();
  await page.getByRole('button', { name: '重新核验' }).click();
  await expect(dialog.getByText('重新核验后需重新上传资料，确定重新核验吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await verifyIdentity(page);
  await expect(page.getByRole('img', { name: '身份证人像面（已上传）' })).toHaveCount(0);
});

test('10. leaving a half-filled transfer form asks first', async ({ page }) => {
  await page.goto('/transAcct');
  await page.getByRole('link', { name: /我是原机主/ }).click();
  // The form is open (its route loads first; a tap on 返回 before that is the start page's own back).
  await expect(page).toHaveURL(/\/transAcctSForm$/);
  // Untouched, back leaves at once.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/transAcct$/);

  await page.getByRole('link', { name: /我是原机主/ }).click();
  await page.getByLabel('身份证号').fill('36010219900315123X');
  const dialog = page.getByRole('dialog', { name: '提示' });
  // The phone's own back asks.
  await page.goBack();
  await expect(dialog.getByText('确定退出过户申请吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/transAcctSForm$/);
  await expect(page.getByLabel('身份证号')).toHaveValue('36010219900315123X');

  // After the check, the application as typed: the back arrow asks too.
  await verifyIdentity(page);
  await page.getByLabel('过户号码').fill('17088886666');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(dialog.getByText('确定退出过户申请吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByLabel('过户号码')).toHaveValue('17088886666');
  await page.getByRole('button', { name: '返回' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/transAcct$/);
});

test('10. leaving the new owner’s half-filled form asks first', async ({ page }) => {
  await page.goto('/transAcctTForm');
  await page.getByLabel('身份证号').fill('36010219900315123X');
  await page.getByRole('button', { name: '返回' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog.getByText('确定退出过户确认吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  // The form was the first page of the visit: leaving goes to /transAcct.
  await expect(page).toHaveURL(/\/transAcct$/);
});
