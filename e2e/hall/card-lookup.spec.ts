import type { Page } from '@playwright/test';
import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 一证通查 card lookup (product.md › 一证通查): the form, the face verification through the demo stand-in of the
 * provider (apps/hall/demo/face-verify.html), and the card list, with the contract's examples.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

const idField = (page: Page) => page.getByLabel('身份证号后六位');
const nameField = (page: Page) => page.getByLabel('姓名');

async function fillForm(page: Page) {
  await page.goto('/queryCard');
  await idField(page).fill('15123x');
  await nameField(page).fill('张伟');
}

/** Starts the verification and completes it on the provider's (demo) page, which returns to the form. */
async function verifyFace(page: Page) {
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=FA202405201030100001&returnUrl=https?%3A%2F%2F[^&]+%2FqueryCard$/,
  );
  await expect(page.getByRole('heading', { name: '人脸核验（演示）' })).toBeVisible();
  await page.getByRole('button', { name: '完成核验' }).click();
}

test('looks up the cards under an identity after face verification', async ({ page }) => {
  await fillForm(page);
  await verifyFace(page);

  await expect(page).toHaveURL(/\/card$/);
  await expectToast(page, '身份核验成功');
  await expect(page.getByRole('heading', { level: 1, name: '名下号码' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '张*明' })).toBeVisible();
  await expect(page.getByText('身份证号 360102********1234')).toBeVisible();

  const normal = page.getByRole('article', { name: '17088886666' });
  await expect(normal.getByText('蓝猫19元畅享套餐')).toBeVisible();
  await expect(normal.getByText(asServed('2021-03-18'))).toBeVisible();
  await expect(normal.getByText('68.50元')).toBeVisible();
  await expect(normal.getByText('正常服务')).toBeVisible();

  const owing = page.getByRole('article', { name: '17099990001' });
  await expect(owing.getByText('-12.30元')).toBeVisible();
  await expect(owing.getByText('欠费', { exact: true })).toBeVisible();
  await expect(owing.getByText('正常服务')).toHaveCount(0);

  // The stored business number is gone once checked; a reload of the list asks again with the same one.
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '张*明' })).toBeVisible();

  // Back asks first, then goes home.
  await page.getByRole('button', { name: '返回' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog.getByText('确定退出号码查询结果吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/card$/);
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  // Home is the hall shell, whichever tab it opens on.
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/card$/);
});

test('asks for the ID digits, then the name', async ({ page, prism }) => {
  await prism.pick('queryPhone', 'code=500');
  await page.goto('/queryCard');
  const start = page.getByRole('button', { name: '开始人脸核验' });

  await start.click();
  await expectToast(page, '请输入身份证号后六位');
  await idField(page).fill('15123x');
  await expect(idField(page)).toHaveValue('15123X');
  await start.click();
  await expectToast(page, '请输入您的姓名');
  await nameField(page).fill('张伟');

  // With both filled the start is sent; its server error leaves the person on the form.
  await start.click();
  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page).toHaveURL(/\/queryCard$/);
});

test('keeps the form through a reload and a failed check, which says so in product.md › 一证通查 words', async ({
  page,
  prism,
}) => {
  await prism.pick('checkResultQuery', 'example=checkFailed');
  await fillForm(page);
  await page.reload();
  await expect(idField(page)).toHaveValue('15123X');
  await expect(nameField(page)).toHaveValue('张伟');

  await verifyFace(page);
  const alert = page.getByRole('alertdialog', { name: '提示' });
  await expect(alert.getByText('您的身份信息校验失败，请重试')).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/queryCard$/);
  await expect(idField(page)).toHaveValue('15123X');
  await expect(nameField(page)).toHaveValue('张伟');
  await expect(page.getByRole('button', { name: '开始人脸核验' })).toBeEnabled();
});

test('-998 shows the message and returns to the form', async ({ page, prism }) => {
  await prism.pick('queryCardNumber', 'example=notFound');
  await fillForm(page);
  await verifyFace(page);

  await expectToast(page, '未查询到您名下的号码');
  await expect(page).toHaveURL(/\/queryCard$/);
  await expect(idField(page)).toHaveValue('15123X');
});

test('a result that cannot be had shows 身份核验失败 with 重试', async ({ page, prism }) => {
  await prism.pick('checkResultQuery', 'example=failed');
  await fillForm(page);
  await verifyFace(page);

  const failure = page.getByRole('region', { name: '身份核验失败' });
  await expect(failure.getByText('身份核验失败，请重试')).toBeVisible();
  await expect(failure.getByRole('button', { name: '返回修改' })).toBeVisible();

  await prism.pick('checkResultQuery', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.getByRole('heading', { level: 2, name: '张*明' })).toBeVisible();
});

test('/card without a verification goes to the form', async ({ page }) => {
  await page.goto('/card');
  await expect(page).toHaveURL(/\/queryCard$/);
  await expect(page.getByRole('form', { name: '一证通查' })).toBeVisible();
});
