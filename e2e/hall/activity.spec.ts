import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/** 特惠活动 activities (product.md › 特惠活动): the list and one article, answered by the contract's examples. */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('opens an activity from the list and reads its article', async ({ page }) => {
  const details: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/activityDetail')
      details.push(request.postDataJSON());
  });
  await page.goto('/BusinessHandle');
  await page.getByRole('link', { name: '特惠活动' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '特惠活动' })).toBeVisible();
  await expect(page.getByRole('link', { name: /签到领积分/ })).toContainText('每日签到得1积分');
  await page.getByRole('link', { name: /充100送20/ }).click();

  await expect(page).toHaveURL(/\/activityDetails\?id=101$/);
  const article = page.getByRole('article', { name: '充100送20' });
  await expect(article).toContainText('蓝猫移动');
  await expect(article).toContainText(asServed('2024-05-06'));
  await expect(article).toContainText('活动期间单笔充值满100元，次月赠送20元话费。');
  await expect(article.getByRole('img', { name: '活动规则' })).toBeAttached();
  expect(details).toEqual([expect.objectContaining({ activityId: '101' })]);
});

test('says 暂无活动 when there is none', async ({ page, prism }) => {
  await prism.pick('activityList', 'example=empty');
  await page.goto('/activity');
  await expect(page.getByText('暂无活动')).toBeVisible();
});

test('an ended activity shows the reason with 重试, and the list comes back after a failure', async ({
  page,
  prism,
}) => {
  await prism.pick('activityDetail', 'example=notFound');
  await page.goto('/activityDetails?id=101');
  await expect(page.getByRole('alert')).toHaveText('活动已结束');

  await prism.pick('activityList', 'code=500');
  await page.goto('/activity');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await prism.pick('activityList', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('link', { name: /充100送20/ })).toBeVisible();
});

test('a link without an id says 接口参数缺失！ and returns to 业务办理', async ({ page }) => {
  await page.goto('/activityDetails');
  await expectToast(page, '接口参数缺失！');
  await expect(page).toHaveURL(/\/BusinessHandle$/);
  await expect(page.getByRole('heading', { name: '业务办理' })).toBeVisible();
});
