import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * Call value-added packages (product.md › 来电增值业务): /openCaller?type=1|2|3 with the operType/effectType of each
 * order and cancel, -100 and unexpected answers, one order per double tap; and 呼叫转移 call divert through
 * face verification to /calldivertOrder.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

/** Collects the PACKAGE_ORDER bodies the page sends. */
function watchOrders(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/wechat/packageOrder')) return;
    // The gateway adds the stored token to every body; the rest is what the page sent.
    const { token: _token, ...sent } = request.postDataJSON() as Record<string, unknown>;
    bodies.push(sent);
  });
  return bodies;
}

async function confirmIn(page: Page, dialogName: string, button: string) {
  await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: button }).click();
}

test('/openCaller?type=1 orders 来电提醒 once for a double tap, then returns home', async ({ page }) => {
  const orders = watchOrders(page);
  await page.goto('/openCaller?type=1');
  await expect(page.getByRole('heading', { level: 1, name: '来电提醒' })).toBeVisible();
  const card = page.getByRole('article', { name: '来电提醒' });
  await expect(card.getByText('2.00元/月')).toBeVisible();
  await expect(card.getByText('关机、无信号或通话中错过的来电')).toBeVisible();

  await card.getByRole('button', { name: '订购' }).dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await confirmIn(page, '订购来电提醒', '确定订购');
  await expect(page).toHaveURL(/\/openRemindSuccess\?title=/);
  expect(orders).toEqual([{ packageId: 'LDTX001', operType: 1, effectType: 0 }]);
  await expect(page.getByRole('heading', { level: 1, name: '来电提醒' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '开通成功' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});

test('type 1 cancels from next month (effectType 1)', async ({ page, prism }) => {
  await prism.pick('packageOrder', 'example=unsubscribed');
  const orders = watchOrders(page);
  await page.goto('/openCaller?type=1');
  await page.getByRole('button', { name: '退订' }).click();
  await confirmIn(page, '退订来电提醒', '确定退订');
  await expect(page).toHaveURL(/\/quitRemindSuccess\?title=/);
  await expect(page.getByRole('heading', { level: 2, name: '退订成功' })).toBeVisible();
  expect(orders).toEqual([{ packageId: 'LDTX001', operType: 0, effectType: 1 }]);
});

test('type 2 来电显示 has no cancel', async ({ page, prism }) => {
  await prism.pick('packageList', 'example=callerDisplay');
  await page.goto('/openCaller?type=2');
  await expect(page.getByRole('heading', { level: 1, name: '来电显示' })).toBeVisible();
  await expect(page.getByRole('button', { name: '订购' })).toBeVisible();
  await expect(page.getByRole('button', { name: '退订' })).toHaveCount(0);
});

test('type 3 cancels at once (effectType 0)', async ({ page, prism }) => {
  await prism.pick('packageList', 'example=callForwarding');
  await prism.pick('packageOrder', 'example=unsubscribed');
  const orders = watchOrders(page);
  await page.goto('/openCaller?type=3');
  await expect(page.getByRole('heading', { level: 1, name: '订购呼转' })).toBeVisible();
  await page.getByRole('button', { name: '退订' }).click();
  await confirmIn(page, '退订呼叫转移', '确定退订');
  await expect(page).toHaveURL(/\/quitRemindSuccess/);
  expect(orders).toEqual([{ packageId: 'HZ001', operType: 0, effectType: 0 }]);
});

test('an order refused with -100 toasts data.msg and keeps the list usable', async ({ page, prism }) => {
  await page.goto('/openCaller?type=1');
  for (const [example, action, message] of [
    ['alreadyOrdered', '订购', '您已订购该业务，请勿重复订购'],
    ['notOrdered', '退订', '您未订购该业务，无需退订'],
    ['failed', '订购', '余额不足，请充值后再订购'],
    ['unexpected', '订购', '提交数据异常'],
  ] as const) {
    await prism.pick('packageOrder', `example=${example}`);
    await page.getByRole('button', { name: action }).click();
    await confirmIn(page, `${action}来电提醒`, `确定${action}`);
    await expectToast(page, message);
    await expect(page).toHaveURL(/\/openCaller\?type=1$/);
    await expect(page.getByRole('button', { name: action })).toBeEnabled();
  }
});

test('the package list has its empty and error states', async ({ page, prism }) => {
  await prism.pick('packageList', 'example=empty');
  await page.goto('/openCaller?type=1');
  await expect(page.getByText('暂无可订购的业务')).toBeVisible();
  await prism.pick('packageList', 'code=500');
  await page.reload();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});

test.describe('呼叫转移 call divert', () => {
  const idField = (page: Page) => page.getByLabel('身份证号后六位');
  const nameField = (page: Page) => page.getByLabel('姓名');

  async function verify(page: Page) {
    await page.getByRole('button', { name: '开始人脸核验' }).click();
    await expect(page).toHaveURL(/\/__demo\/face-verify\?biz_no=/);
    await page.getByRole('button', { name: '完成核验' }).click();
  }

  test('verifies the face, then orders call forwarding', async ({ page, prism }) => {
    await prism.pick('packageList', 'example=callForwarding');
    const orders = watchOrders(page);
    await page.goto('/callDivert');
    await expect(page.getByRole('heading', { level: 1, name: '呼叫转移' })).toBeVisible();
    const start = page.getByRole('button', { name: '开始人脸核验' });
    await start.click();
    await expectToast(page, '请输入身份证号后六位');
    await idField(page).fill('15123x');
    await start.click();
    await expectToast(page, '请输入您的姓名');
    await nameField(page).fill('张伟');

    const startBody = page.waitForRequest((r) => r.url().endsWith('/api/wechat/queryPhone'));
    await verify(page);
    expect((await startBody).postDataJSON()).toMatchObject({
      idCardNumber: '15123X',
      name: '张伟',
      type: 'CALL_DIVERT',
      returnUrl: expect.stringMatching(/\/calldivertOrder$/),
    });

    await expect(page).toHaveURL(/\/calldivertOrder$/);
    await expect(page.getByRole('heading', { level: 1, name: '订购呼转' })).toBeVisible();
    const card = page.getByRole('article', { name: '呼叫转移' });
    await expect(card.getByText('3.00元/月')).toBeVisible();
    // A reload keeps the passed check.
    await page.reload();
    await card.getByRole('button', { name: '订购' }).click();
    await confirmIn(page, '订购呼叫转移', '确定订购');
    await expect(page).toHaveURL(/\/openRemindSuccess\?title=/);
    expect(orders).toEqual([{ packageId: 'HZ001', operType: 1, effectType: 0 }]);
  });

  test('the provider returning to /calldivertOrder checks the result there', async ({ page, prism }) => {
    await prism.pick('packageList', 'example=callForwarding');
    // What the start left behind when the person went to the provider, in place before the page's scripts
    // run. Stored from an open /callDivert instead, the form (which checks a waiting result of its own as
    // it opens) could ask first.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-face-started') !== null) return;
      sessionStorage.setItem('e2e-face-started', '1');
      localStorage.setItem('authType', 'callDivert');
      sessionStorage.setItem('biz_no', 'FA202405201030100001');
    });
    const query = page.waitForRequest((request) => request.url().endsWith('/api/wechat/checkResultQuery'));
    await page.goto('/calldivertOrder');
    // Asked by the return page itself, not by a page the tab passed through.
    expect((await (await query).allHeaders()).referer).toMatch(/\/calldivertOrder$/);
    await expectToast(page, '身份核验成功');
    await expect(page).toHaveURL(/\/calldivertOrder$/);
    await expect(page.getByRole('article', { name: '呼叫转移' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();
  });

  test('a failed face check says so (product.md › 来电增值业务) and returns to the form with what was typed', async ({
    page,
    prism,
  }) => {
    await prism.pick('checkResultQuery', 'example=checkFailed');
    await page.goto('/callDivert');
    await idField(page).fill('15123X');
    await nameField(page).fill('张伟');
    await page.reload();
    await expect(nameField(page)).toHaveValue('张伟');
    await verify(page);
    const alert = page.getByRole('alertdialog', { name: '提示' });
    await expect(alert.getByText('身份核验失败，请重试')).toBeVisible();
    await alert.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/callDivert$/);
    await expect(idField(page)).toHaveValue('15123X');
    await expect(nameField(page)).toHaveValue('张伟');
  });

  test('/calldivertOrder without a passed check goes to the form', async ({ page }) => {
    await page.goto('/calldivertOrder');
    await expect(page).toHaveURL(/\/callDivert$/);
    await expect(page.getByRole('heading', { level: 1, name: '呼叫转移' })).toBeVisible();
  });
});
