import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** 开卡记录查询 /querySteps, answered by CHECK_OPEN_PHONE_WORK's named examples. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function query(page: Page, name: string, idNumber: string) {
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('身份证号').fill(idNumber);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

const toast = (page: Page) => page.locator('.bc-toast-region');

test('asks for the name and the ID before querying', async ({ page }) => {
  await page.goto('/BusinessQuery');
  await page.getByRole('link', { name: '开卡记录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '开卡记录查询' })).toBeVisible();

  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(toast(page)).toHaveText('请输入您的姓名');

  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(toast(page)).toHaveText('请输入身份证号');
});

test('lists the records and shows the audit details of those no longer pending', async ({ page }) => {
  await page.goto('/querySteps');
  await query(page, '张伟', '36010219900315123x');

  const results = page.getByRole('region', { name: /开卡记录/ });
  const records = results.getByRole('listitem');
  await expect(records).toHaveCount(4);
  await expect(records.nth(0)).toContainText('17088886666');
  await expect(records.nth(0)).toContainText('待审核');
  await expect(records.nth(0).getByRole('button')).toHaveCount(0);
  await expect(records.nth(1)).toContainText('审核通过');
  await expect(records.nth(2)).toContainText('审核未通过');

  await records.nth(2).getByRole('button', { name: '查看17088886668的审核详情' }).click();
  const details = page.getByRole('dialog', { name: '审核详情' });
  await expect(details).toContainText('审核意见身份证照片不清晰，请重新提交');
  await expect(details).toContainText('记录状态有效');
  await details.getByRole('button', { name: '我知道了' }).click();
  await expect(details).toBeHidden();

  await records.nth(3).getByRole('button', { name: '查看17088886669的审核详情' }).click();
  await expect(page.getByRole('dialog', { name: '审核详情' })).toContainText('记录状态已失效');
});

test('a -100 answer shows the server message and the form survives a reload', async ({ page, prism }) => {
  await prism.pick('checkOpenPhoneWork', 'example=failed');
  await page.goto('/querySteps');
  await query(page, '张伟', '36010219900315123X');

  await expect(toast(page)).toHaveText('姓名与证件号码不匹配');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('姓名与证件号码不匹配');

  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('张伟');
  await expect(page.getByLabel('身份证号')).toHaveValue('36010219900315123X');
});

test('a failed request offers 重试 and an empty answer shows 暂无数据', async ({ page, prism }) => {
  await prism.pick('checkOpenPhoneWork', 'code=500');
  await page.goto('/querySteps');
  await query(page, '张伟', '36010219900315123X');

  await expect(page.getByRole('main').getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');

  await prism.pick('checkOpenPhoneWork', 'example=empty');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: /开卡记录/ }).getByText('暂无数据')).toBeVisible();
});
