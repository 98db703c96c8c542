import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** 补卡 SIM replacement (product.md › 补卡): CHANGE_CARD face verification, the 补卡申请 form and its outcomes. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function verify(page: Page) {
  await page.goto('/changeCard');
  await page.getByLabel('身份证号').fill('36010219900101123X');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=FA202405201030100003&returnUrl=https?%3A%2F%2F[^&]+%2FchangeCardForm$/,
  );
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/changeCardForm$/);
}

async function submit(page: Page) {
  await page.getByRole('button', { name: '提交申请' }).click();
}

test('applies for a replacement SIM after face verification', async ({ page }) => {
  await verify(page);
  const steps: [string, () => Promise<void>][] = [
    ['请填写补卡原因', () => page.getByLabel('补卡原因').fill('手机丢失')],
    ['请填写补卡号码', () => page.getByLabel('补卡号码').fill('19988886666')],
    ['请输入正确的手机号', () => page.getByLabel('补卡号码').fill('17088886666')],
    ['请填写服务密码', () => page.getByLabel('服务密码').fill('123456')],
    ['请填写收货人相关信息', () => page.getByLabel('收货人', { exact: true }).fill('张伟')],
    ['请填写收货人相关信息', () => page.getByLabel('收货人电话').fill('19912345678')],
    ['请填写收货人相关信息', () => page.getByLabel('收货地址').fill('江西省南昌市东湖区八一大道100号')],
    ['请输入正确的手机号', () => page.getByLabel('收货人电话').fill('13912345678')],
  ];
  for (const [message, fix] of steps) {
    await submit(page);
    await expectToast(page, message);
    await fix();
  }
  const sent = page.waitForRequest('**/api/wechat/changeCardForm');
  await submit(page);
  expect((await sent).postDataJSON()).toMatchObject({
    biz_no: 'FA202405201030100003',
    reason: '手机丢失',
    mobilePhone: '17088886666',
    phonePassword: '123456',
    receive_man: '张伟',
    receive_phone: '13912345678',
    receive_addr: '江西省南昌市东湖区八一大道100号',
  });
  await expect(page).toHaveURL(/\/changeCardauditCabcel$/);
  await expect(page.getByRole('heading', { name: '补卡申请已提交' })).toBeVisible();
});

test('a refused application shows the reason and keeps the draft for the next try', async ({
  page,
  prism,
}) => {
  await verify(page);
  await page.getByLabel('补卡原因').fill('手机丢失');
  await page.getByLabel('补卡号码').fill('17088886666');
  await page.getByLabel('服务密码').fill('123456');
  await page.getByLabel('收货人', { exact: true }).fill('张伟');
  await page.getByLabel('收货人电话').fill('13912345678');
  await page.getByLabel('收货地址').fill('八一大道100号');
  await prism.pick('changeCardForm', 'example=failed');
  await submit(page);
  await expect(page).toHaveURL(/\/changeCardFail$/);
  await expect(page.getByRole('main').getByText('身份证图片不清晰')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('补卡原因')).toHaveValue('手机丢失');
  await expect(page.getByLabel('收货地址')).toHaveValue('八一大道100号');
  await expect(page.getByLabel('服务密码')).toHaveValue('');
});

test('a failed re-check after an earlier pass cannot submit under the old biz_no', async ({
  page,
  prism,
}) => {
  const applications: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wechat/changeCardForm')) applications.push(request.postDataJSON());
  });
  await verify(page);
  await page.getByLabel('补卡原因').fill('手机丢失');

  await page.goto('/changeCard');
  await prism.pick('checkResultQuery', 'example=checkFailed');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  const alert = page.getByRole('alertdialog', { name: '提示' });
  // Its words have their own journey; here only where it leads matters.
  await alert.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/changeCard$/);
  await expect(page.getByLabel('姓名')).toHaveValue('张伟');
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
  await page.goto('/changeCardForm');
  await expect(page).toHaveURL(/\/changeCard$/);
  expect(applications).toEqual([]);
});

test('a face check that cannot be had offers 重试 and the way back', async ({ page, prism }) => {
  await prism.pick('checkResultQuery', 'example=failed');
  await page.goto('/changeCard');
  await page.getByLabel('身份证号').fill('36010219900101123X');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page.getByRole('heading', { name: '身份核验失败' })).toBeVisible();
  await page.getByRole('button', { name: '返回修改' }).click();
  await expect(page.getByLabel('姓名')).toHaveValue('张伟');
});
