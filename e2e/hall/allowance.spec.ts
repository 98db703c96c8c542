import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** 套餐余量 /setMeal, answered by QUERY_SET_MEAL's named examples. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

const outerRow = (page: import('@playwright/test').Page, label: string) =>
  page
    .getByRole('region', { name: '套餐外使用' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

test('opens 套餐余量 from the hall and reads traffic, voice and SMS', async ({ page }) => {
  await page.goto('/BusinessQuery');
  await page.getByRole('link', { name: '套餐余量' }).click();

  await expect(page).toHaveURL(/\/setMeal$/);
  await expect(page.getByRole('heading', { level: 1, name: '套餐余量' })).toBeVisible();
  await expect(page.getByRole('region', { name: '当前套餐' })).toContainText('蓝猫19元畅享套餐');

  const traffic = page.getByRole('tabpanel', { name: '流量' });
  await expect(traffic.getByRole('progressbar', { name: '国内通用流量使用进度' })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );
  await expect(traffic.getByText('7.00GB')).toBeVisible();

  await page.getByRole('tab', { name: '语音' }).click();
  const voice = page.getByRole('tabpanel', { name: '语音' });
  await expect(voice.getByRole('progressbar', { name: '国内语音使用进度' })).toHaveAttribute(
    'aria-valuenow',
    '45',
  );
  await expect(voice.getByText('55分钟')).toBeVisible();

  await page.getByRole('tab', { name: '短信' }).click();
  await expect(page.getByRole('tabpanel', { name: '短信' }).getByText('88条')).toBeVisible();

  await expect(outerRow(page, '套餐外流量')).toContainText('0MB0.00元');
  await expect(outerRow(page, '套餐外短信')).toContainText('0条0.00元');
  await expect(page.getByRole('region', { name: '温馨提示' })).toContainText('以月结账单为准');
});

test('day-pack mode takes the day packs off the traffic bill', async ({ page, prism }) => {
  await prism.pick('queryPackageBalance', 'example=dayPack');
  await page.goto('/setMeal');

  const pack = page.getByRole('article', { name: '1元500MB日包（自动续订）' });
  await expect(pack.getByText('流量日包')).toBeVisible();
  await expect(pack.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
  await expect(pack).toContainText('本月已自动续订 12 个日包');

  // flowcount 40 yuan with 12 day packs: (40 − 12) / 0.25 = 112 MB, 28 yuan; 2 messages at 0.1 yuan.
  await expect(outerRow(page, '套餐外流量')).toContainText('112MB28.00元');
  await expect(outerRow(page, '流量日包')).toContainText('12个12.00元');
  await expect(outerRow(page, '套餐外短信')).toContainText('2条0.20元');
});

test('hidden mode leaves out the traffic tab', async ({ page, prism }) => {
  await prism.pick('queryPackageBalance', 'example=hidden');
  await page.goto('/setMeal');

  await expect(page.getByRole('tab', { name: '语音' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '流量' })).toHaveCount(0);
  await expect(outerRow(page, '套餐外语音')).toContainText('12分钟');
});

test('a failed load offers 重试', async ({ page, prism }) => {
  await prism.pick('queryPackageBalance', 'code=500');
  await page.goto('/setMeal');

  await expect(page.getByRole('main').getByRole('alert')).toHaveText('服务器内部错误 (500)，请稍后重试...');

  await prism.pick('queryPackageBalance', 'example=monthPack');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('article', { name: '15元600M月包' })).toContainText('本月已用');
});
