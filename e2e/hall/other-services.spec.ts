import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** 其他服务 other services (product.md › 其他服务): 商务合作 and 投诉. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('reads the cooperation text from the other-services list', async ({ page }) => {
  await page.goto('/PersonalInformation');
  await page.getByRole('link', { name: '其他服务' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '其他服务' })).toBeVisible();
  await page.getByRole('link', { name: '商务合作' }).click();

  await expect(page).toHaveURL(/\/cooperate$/);
  await expect(page.getByRole('heading', { level: 3, name: '商务合作' })).toBeVisible();
  await expect(page.getByText('合作热线：10020（8:00-21:00）')).toBeVisible();
});

test('sends a complaint, refusing an empty one, and returns home', async ({ page }) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/Report') bodies.push(request.postDataJSON());
  });
  await page.goto('/other');
  await page.getByRole('link', { name: '投诉' }).click();

  await page.getByLabel('投诉内容').fill('   ');
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '请填写内容');
  expect(bodies).toEqual([]);

  await page.getByLabel('投诉内容').fill('营业厅工作人员态度不好');
  await expect(page.getByText('11/500')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();

  await expect(page).toHaveURL(/\/complainSuccess$/);
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  expect(bodies).toEqual([expect.objectContaining({ content: '营业厅工作人员态度不好' })]);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});

test('a refused complaint shows why and keeps the text, also over a reload', async ({ page, prism }) => {
  await prism.pick('Report', 'example=failed');
  await page.goto('/complain');
  await page.getByLabel('投诉内容').fill('信号太差');
  await page.getByRole('button', { name: '提交' }).click();

  await expectToast(page, '今日投诉次数已达上限，请拨打客服热线10020');
  await expect(page).toHaveURL(/\/complain$/);
  await page.reload();
  await expect(page.getByLabel('投诉内容')).toHaveValue('信号太差');
});

test('the cooperation page offers 重试 when the text cannot be loaded', async ({ page, prism }) => {
  await prism.pick('business', 'code=500');
  await page.goto('/cooperate');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await prism.pick('business', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('合作热线：10020（8:00-21:00）')).toBeVisible();
});

test('the routes listed without content lead somewhere useful', async ({ page }) => {
  await page.goto('/mp?from=menu');
  await expect(page).toHaveURL(/\/Recharge\?from=menu$/);
  await page.goto('/PackageOpen');
  await expect(page).toHaveURL(/\/Recharge$/);
  await page.goto('/packageOpenSuccess');
  await page.getByRole('link', { name: '查看套餐余量' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '套餐余量' })).toBeVisible();
  await page.goto('/fail');
  await expect(page.getByRole('heading', { level: 1, name: '办理失败' })).toBeVisible();
  await page.getByRole('link', { name: '重新办理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '业务办理' })).toBeVisible();
});
