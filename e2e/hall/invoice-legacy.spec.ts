import type { Page } from '@playwright/test';
import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** The older invoice form and list (product.md › 发票), kept for links that still point at them. */
test.beforeEach(async ({ page, prism }) => {
  await signInSubscriber(page);
  await prism.pick('invoiceList', 'example=older');
});

const PHOTO = {
  name: 'licence.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwBfOcIYzlCH8OITBAtzm7PV1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgHMWyEeYBZTbQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function fillForm(page: Page) {
  await page.goto(`/invoice?money=24.3&time=${asServed('2024-04')}`);
  await expect(page.getByRole('heading', { level: 1, name: '开具发票' })).toBeVisible();
  await expect(page.getByLabel('开票月份')).toHaveValue('1024');
  await expect(page.getByText('开票金额 ¥24.30')).toBeVisible();
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByLabel('验证码').fill('123456');
  await page.getByRole('radio', { name: '企业' }).check();
  await page.getByLabel('发票抬头').fill('南昌蓝猫科技有限公司');
  await page.getByLabel('纳税人识别号').fill('91360100ma35xxxx1q');
  await page.getByLabel('联系人').fill('李华');
  await page.getByLabel('联系电话').fill('0791-88886666');
  await page.getByLabel('电子邮箱').fill('finance@example.com');
  await page.getByLabel('营业执照', { exact: true }).setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: '营业执照（已上传）' })).toBeVisible();
}

test('8. submits the older form after the confirm popup; fields and photos survive a reload', async ({
  page,
}) => {
  await fillForm(page);
  await page.reload();
  await expect(page.getByLabel('纳税人识别号')).toHaveValue('91360100MA35XXXX1Q');
  await expect(page.getByRole('img', { name: '营业执照（已上传）' })).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  const dialog = page.getByRole('dialog', { name: '确认开票信息' });
  await expect(dialog.getByText(/发票开具后不可撤销/)).toBeVisible();
  await expect(dialog.getByText(/南昌蓝猫科技有限公司/)).toBeVisible();
  await dialog.getByRole('button', { name: '确认开票' }).click();
  await expectToast(page, '提交成功，请稍后进行查询！');
  await expect(page).toHaveURL(/\/state$/);
});

test('8. checks the rules in order and keeps the form when the server refuses', async ({ page, prism }) => {
  await page.goto(`/invoice?money=24.3&time=${asServed('2024-04')}`);
  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '请输入手机号');
  await page.getByLabel('手机号').fill('17088886666');
  await submit.click();
  await expectToast(page, '请输入验证码');

  await prism.pick('submitInvoice', 'example=failed');
  await fillForm(page);
  await submit.click();
  await page.getByRole('dialog', { name: '确认开票信息' }).getByRole('button', { name: '确认开票' }).click();
  await expectToast(page, '验证码错误');
  await expect(page).toHaveURL(/\/invoice\?/);
  await expect(page.getByLabel('发票抬头')).toHaveValue('南昌蓝猫科技有限公司');
});

test('8. the form takes the month of its link, not the one an earlier visit left', async ({ page }) => {
  await fillForm(page);
  await page.goto(`/invoice?money=19&time=${asServed('2024-03')}`);
  await expect(page.getByLabel('开票月份')).toHaveValue('1023');
  await expect(page.getByText('开票金额 ¥19.00')).toBeVisible();
  // What else was typed stays.
  await expect(page.getByLabel('发票抬头')).toHaveValue('南昌蓝猫科技有限公司');
  await page.goto('/state');
  await page.getByRole('link', { name: new RegExp(asServed('2024-04')) }).click();
  await expect(page.getByLabel('开票月份')).toHaveValue('1024');
});

test('8. a submit whose answer was lost is checked against the list, never sent twice', async ({
  page,
  prism,
}) => {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/submitInvoice') sends.push(request.url());
  });
  await fillForm(page);
  await prism.pick('submitInvoice', 'code=500');
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByRole('dialog', { name: '确认开票信息' }).getByRole('button', { name: '确认开票' }).click();
  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page.getByRole('alert').filter({ hasText: '上次提交未收到结果' })).toBeVisible();
  expect(sends).toHaveLength(1);

  await prism.pick('submitInvoice', 'example=success');
  await prism.pick('invoiceList', 'example=olderSubmitted');
  await page.reload();
  await page.getByRole('button', { name: '查询提交结果' }).click();
  await expect(page.getByRole('dialog', { name: '确认开票信息' })).toHaveCount(0);
  await expectToast(page, '您的开票申请已提交成功，请勿重复提交');
  await expect(page).toHaveURL(/\/state$/);
  expect(sends).toHaveLength(1);
});

test('8. a lost submit the list does not show may be sent again', async ({ page }) => {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/submitInvoice') sends.push(request.url());
  });
  await fillForm(page);
  await page.route('**/api/wechat/submitInvoice', (route) => route.abort('failed'));
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByRole('dialog', { name: '确认开票信息' }).getByRole('button', { name: '确认开票' }).click();
  await expectToast(page, '系统更新中，请稍后重试...');
  await page.unroute('**/api/wechat/submitInvoice');

  // The older list still offers the examples' 2024-04 under 未开票.
  await page.getByRole('button', { name: '查询提交结果' }).click();
  await expectToast(page, '未查到上次的开票申请，请重新提交');
  expect(sends).toHaveLength(1);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await page.getByRole('dialog', { name: '确认开票信息' }).getByRole('button', { name: '确认开票' }).click();
  await expect(page).toHaveURL(/\/state$/);
  expect(sends).toHaveLength(2);
});

test('9. the older list shows both tabs and opens the detail', async ({ page }) => {
  await page.goto('/state');
  await expect(page.getByRole('heading', { level: 1, name: '发票列表' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(asServed('2024-04')) })).toBeVisible();
  await page.getByRole('tab', { name: '已开票' }).click();
  await page.getByRole('link', { name: new RegExp(asServed('2023-12')) }).click();
  await expect(page).toHaveURL(/\/invoiceDetailPage\?id=1019$/);
  await expect(page.getByRole('heading', { level: 1, name: '发票详情' })).toBeVisible();
  await expect(page.getByText('张小明').first()).toBeVisible();
});

test('9. a detail that cannot be had offers 重试', async ({ page, prism }) => {
  await prism.pick('invoiceDetail', 'example=failed');
  await page.goto('/invoiceDetailPage?id=1019');
  await expect(page.getByRole('alert')).toHaveText('发票信息不存在');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});
