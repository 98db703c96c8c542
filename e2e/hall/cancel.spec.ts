import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 销户 account cancellation (product.md › 销户): the bound-number guard, the CLOSE_ACCONT face verification through
 * the demo provider, the 销户申请 form with its rules in the spec's order, and the outcomes.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function verify(page: Page) {
  await page.goto('/cancel');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByLabel('身份证号').fill('36010219900101123x');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(
    /\/__demo\/face-verify\?biz_no=FA202405201030100002&returnUrl=https?%3A%2F%2F[^&]+%2FcancelForm$/,
  );
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/cancelForm$/);
  await expect(page.getByRole('heading', { name: '销户申请' })).toBeVisible();
}

async function submit(page: Page) {
  await page.getByRole('button', { name: '提交申请' }).click();
}

test('cancels a number with a refund after face verification', async ({ page }) => {
  await verify(page);
  const messages: [string, () => Promise<void>][] = [
    ['请填写拆机原因', () => page.getByLabel('拆机原因').fill('出国不再使用')],
    ['请填写拆机号码', () => page.getByLabel('拆机号码').fill('12088886666')],
    ['请输入正确的手机号', () => page.getByLabel('拆机号码').fill('17088886666')],
    ['请填写服务密码', () => page.getByLabel('服务密码').fill('880731')],
    ['请输入正确的备用手机号', () => page.getByLabel('备用手机号').fill('13912345678')],
    ['请选择是否退费', () => page.getByLabel('退费', { exact: true }).check()],
    [
      '请选择银行',
      () =>
        page
          .getByLabel('银行', { exact: true })
          .selectOption('中国银行')
          .then(() => undefined),
    ],
    ['请填写开户行', () => page.getByLabel('开户行').fill('中国银行南昌八一支行')],
    ['请输入账号', () => page.getByLabel('账号').fill('6217001234567890123')],
  ];
  for (const [message, fix] of messages) {
    await submit(page);
    await expectToast(page, message);
    await fix();
  }
  await expect(page.getByText('开户名须与机主姓名一致，否则无法退费')).toBeVisible();

  const sent = page.waitForRequest('**/api/wechat/accountForm');
  await submit(page);
  expect((await sent).postDataJSON()).toMatchObject({
    biz_no: 'FA202405201030100002',
    reason: '出国不再使用',
    mobilePhone: '17088886666',
    phonePassword: '880731',
    sparePhone: '13912345678',
    accountName: '中国银行',
    accountBank: '中国银行南昌八一支行',
    bankCard: '6217001234567890123',
  });
  await expect(page).toHaveURL(/\/auditCabcel$/);
  await expect(page.getByText(/请耐心等待/)).toBeVisible();
  // Sent: the ID, the bank card and the check's number no longer stay in the tab.
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  for (const kept of ['36010219900101123', '6217001234567890123', 'FA202405201030100002']) {
    expect(stored).not.toContain(kept);
  }
});

test('keeps every field through a reload and a failed submit, never the password', async ({
  page,
  prism,
}) => {
  await verify(page);
  await page.getByLabel('拆机原因').fill('出国不再使用');
  await page.getByLabel('拆机号码').fill('17088886666');
  await page.getByLabel('服务密码').fill('880731');
  await page.getByLabel('备用手机号').fill('13912345678');
  await page.getByLabel('不退费').check();
  await page.reload();
  await expect(page.getByLabel('拆机原因')).toHaveValue('出国不再使用');
  await expect(page.getByLabel('备用手机号')).toHaveValue('13912345678');
  await expect(page.getByLabel('不退费')).toBeChecked();
  await expect(page.getByLabel('服务密码')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain('880731');

  await page.getByLabel('服务密码').fill('880731');
  await prism.pick('accountForm', 'code=500');
  await submit(page);
  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page).toHaveURL(/\/cancelForm$/);
  await expect(page.getByLabel('拆机原因')).toHaveValue('出国不再使用');
  await expect(page.getByLabel('服务密码')).toHaveValue('880731');

  await prism.pick('accountForm', 'example=failed');
  await submit(page);
  await expect(page).toHaveURL(/\/cancelFail$/);
  await expect(page.getByRole('heading', { name: '销户申请失败' })).toBeVisible();
  await expect(page.getByRole('main').getByText('身份证图片不清晰')).toBeVisible();
});

test('back asks before leaving the form', async ({ page }) => {
  await verify(page);
  await page.getByRole('button', { name: '返回' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog.getByText('确定退出销户申请吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/cancelForm$/);
});

test('leaving the form forgets the ID, the bank card and the passed check', async ({ page }) => {
  await verify(page);
  await page.getByLabel('退费', { exact: true }).check();
  await page.getByLabel('账号').fill('6217001234567890123');
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page).not.toHaveURL(/\/cancelForm$/);
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  for (const kept of ['36010219900101123', '6217001234567890123', 'FA202405201030100002']) {
    expect(stored).not.toContain(kept);
  }
  await page.goto('/cancelForm');
  await expect(page).toHaveURL(/\/cancel$/);
});

test('a failed re-check after an earlier pass cannot submit under the old biz_no', async ({
  page,
  prism,
}) => {
  const applications: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wechat/accountForm')) applications.push(request.postDataJSON());
  });
  await verify(page);
  await page.getByLabel('拆机原因').fill('出国不再使用');

  // Back at the start without the form's own back (the address bar, a link), a new check that fails.
  await page.goto('/cancel');
  await expect(page.getByLabel('姓名')).toHaveValue('张伟');
  await prism.pick('checkResultQuery', 'example=checkFailed');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  const alert = page.getByRole('alertdialog', { name: '提示' });
  // Its words have their own journey; here only where it leads matters.
  await alert.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
  await page.goto('/cancelForm');
  await expect(page).toHaveURL(/\/cancel$/);
  expect(applications).toEqual([]);
});

test('a failed face check says so (product.md › 销户) and returns to the start form as typed', async ({
  page,
  prism,
}) => {
  await prism.pick('checkResultQuery', 'example=checkFailed');
  await page.goto('/cancel');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByLabel('身份证号').fill('36010219900101123X');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  const alert = page.getByRole('alertdialog', { name: '提示' });
  await expect(alert.getByText('身份核验失败，请重试')).toBeVisible();
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByLabel('姓名')).toHaveValue('张伟');
});

test('the form opened without a passed check goes to /cancel', async ({ page }) => {
  await page.goto('/cancelForm');
  await expect(page).toHaveURL(/\/cancel$/);
});

test('an unbound member is sent to bind', async ({ page, prism }) => {
  await prism.pick('memberInfo', 'example=unbound');
  await page.goto('/cancel');
  const dialog = page.getByRole('dialog', { name: '温馨提示' });
  await expect(dialog.getByText('请先绑定手机号')).toBeVisible();
  await dialog.getByRole('button', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/AccountBind$/);
});
