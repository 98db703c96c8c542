import type { Page } from '@playwright/test';
import { asServed } from '../fixtures/demo-calendar.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';
import { JOURNEY_CLOCK } from '../journey-day.mjs';

/**
 * 电子发票 the newer flow (product.md › 发票) against the contract's examples. The window counts from the
 * phone's today, so the clock is fixed on the journeys' day, which the stack dates the examples from
 * (e2e/journey-day.mjs): the examples' 2023-11 to 2024-04 are 2026-05 to 2026-10, invoiceable.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
  await page.clock.setFixedTime(new Date(JOURNEY_CLOCK));
});

/** A number already verified (by SMS code or ID photo) in this browser. */
async function verified(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('phone', '17088886666'));
}

/** Every request to /api/wechat/<segment> from now on, to count what was sent. */
function requestsTo(page: Page, segment: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/wechat/${segment}`) {
      bodies.push((request.postDataJSON() ?? {}) as Record<string, unknown>);
    }
  });
  return bodies;
}

async function chooseTwoMonths(page: Page) {
  await page.goto('/invoiceList');
  await page.getByRole('checkbox', { name: '2026年10月 ¥24.30' }).check();
  await page.getByRole('checkbox', { name: '2026年09月 ¥19.00' }).check();
  await expect(page.getByText('合计：¥43.30')).toBeVisible();
  await page.getByRole('button', { name: '去开票' }).click();
  await expect(page).toHaveURL(/\/submitInvoice$/);
}

test('1. verifies the number by SMS code and opens the list', async ({ page }) => {
  await page.goto('/invoiceVerify');
  await expect(page.getByRole('heading', { level: 1, name: '电子发票' })).toBeVisible();
  const next = page.getByRole('button', { name: '下一步' });

  await next.click();
  await expectToast(page, '请输入手机号');
  await page.getByLabel('手机号').fill('1708888666');
  await next.click();
  await expectToast(page, '请输入正确的手机号');
  await page.getByLabel('手机号').fill('17088886666');
  await next.click();
  await expectToast(page, '请输入验证码');

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByLabel('验证码').fill('123456');
  await next.click();
  await expect(page).toHaveURL(/\/invoiceList$/);
  await expect(page.getByText('开票号码 17088886666')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('phone'))).toBe('17088886666');
});

test('1. a wrong code shows the server message and keeps the number', async ({ page, prism }) => {
  await prism.pick('checkcode', 'example=wrongCode');
  await page.goto('/invoiceVerify');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByLabel('验证码').fill('000000');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '验证码错误或已失效');
  await expect(page).toHaveURL(/\/invoiceVerify$/);
  await page.reload();
  await expect(page.getByLabel('手机号')).toHaveValue('17088886666');
});

test('1. a refused SMS send stops the countdown at once', async ({ page, prism }) => {
  await prism.pick('sendSmsCode', 'example=failed');
  await page.goto('/invoiceVerify');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '验证码发送过于频繁，请稍后再试');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
});

test('2. proves the number by ID photo when no code comes', async ({ page }) => {
  await page.goto('/invoiceVerify');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByRole('button', { name: '收不到验证码？' }).click();
  await expect(page.getByRole('heading', { name: '证件识别（演示）' })).toBeVisible();
  await page.getByRole('button', { name: '完成拍摄' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);
  await expect(page.getByText('开票号码 17088886666')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();
});

test('2. an ID photo that does not match returns to /invoiceVerify with the message', async ({
  page,
  prism,
}) => {
  await prism.pick('invoiceOcrResult', 'example=failed');
  await page.goto('/invoiceVerify');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByRole('button', { name: '收不到验证码？' }).click();
  await page.getByRole('button', { name: '完成拍摄' }).click();
  await expectToast(page, '证件信息与号码登记信息不一致');
  await expect(page).toHaveURL(/\/invoiceVerify$/);
});

test('3. lists the window of months, sums the choice exactly and shows the records', async ({ page }) => {
  await verified(page);
  await page.goto('/invoiceList');
  await expect(page.getByRole('heading', { level: 1, name: '发票列表' })).toBeVisible();
  const months = page.getByRole('list', { name: '可开票月份' }).getByRole('checkbox');
  // 2026-11 is the current month and 2026-04 is 7 months back: neither is offered.
  await expect(months).toHaveCount(3);

  await page.getByRole('button', { name: '去开票' }).click();
  await expectToast(page, '请选择开票月份');
  await page.getByRole('checkbox', { name: '2026年05月 ¥18.70' }).check();
  await expect(page.getByText('合计：¥18.70')).toBeVisible();
  await page.getByRole('checkbox', { name: '全选' }).check();
  await expect(page.getByText('合计：¥62.00')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '全选' })).toBeChecked();

  await page.getByRole('tab', { name: '已开票' }).click();
  const records = page.getByRole('list', { name: '开票记录' }).getByRole('listitem');
  await expect(records).toHaveCount(3);
  await expect(records.nth(0)).toContainText('开票中');
  await expect(records.nth(1)).toContainText('已开票');
  await expect(records.nth(2)).toContainText('开票失败');
  await expect(records.nth(2)).toContainText('失败原因：纳税人识别号与企业名称不匹配');
});

test('3. an empty list and a failed load', async ({ page, prism }) => {
  await verified(page);
  await prism.pick('invoiceList', 'example=empty');
  await page.goto('/invoiceList');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await prism.pick('invoiceList', 'code=500');
  await page.reload();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});

test('4. issues a personal invoice and lands on /billing', async ({ page }) => {
  await verified(page);
  await chooseTwoMonths(page);
  await expect(page.getByText('开票金额 ¥43.30')).toBeVisible();
  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '邮箱号不能为空');
  await page.getByLabel('电子邮箱').fill('zhangxm@');
  await submit.click();
  await expectToast(page, '请输入正确的邮箱号');
  await page.getByLabel('电子邮箱').fill('zhangxm@example.com');
  await submit.click();
  await expectToast(page, '提交成功，发票将在1-3个工作日内开具');
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: '开票中' })).toBeVisible();
  await page.getByRole('button', { name: '返回发票列表' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);
  // The stored selection is gone.
  await expect(page.getByText('合计：¥0.00')).toBeVisible();
});

test('4. a refused submit keeps every field, through a reload too', async ({ page, prism }) => {
  await verified(page);
  await prism.pick('sendInvoice', 'example=failed');
  await chooseTwoMonths(page);
  await page.getByLabel('电子邮箱').fill('zhangxm@example.com');
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '所选月份已申请开票');
  await expect(page).toHaveURL(/\/submitInvoice$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('电子邮箱')).toHaveValue('zhangxm@example.com');
  await expect(page.getByText('开票金额 ¥43.30')).toBeVisible();
});

test('4. a submit whose answer was lost is checked, not sent again: the list shows it taken up', async ({
  page,
  prism,
}) => {
  await verified(page);
  const sends = requestsTo(page, 'sendInvoice');
  const lists = requestsTo(page, 'invoiceList');
  await chooseTwoMonths(page);
  await page.getByLabel('电子邮箱').fill('zhangxm@example.com');
  await prism.pick('sendInvoice', 'code=500');
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '服务器内部错误 (500)，请稍后重试...');
  await expect(page.getByRole('alert').filter({ hasText: '上次提交未收到结果' })).toBeVisible();
  expect(sends).toHaveLength(1);

  // A reload does not forget that the outcome is unknown.
  await page.reload();
  const check = page.getByRole('button', { name: '查询提交结果' });
  await expect(check).toBeVisible();
  await expect(page.getByRole('button', { name: '提交', exact: true })).toHaveCount(0);

  await prism.pick('sendInvoice', 'example=success');
  await prism.pick('invoiceList', 'example=submitted');
  const listsBefore = lists.length;
  await check.click();
  await expectToast(page, '您的开票申请已提交成功，请勿重复提交');
  await expect(page).toHaveURL(/\/billing$/);
  expect(lists.length).toBe(listsBefore + 1);
  expect(lists.at(-1)).toMatchObject({ service_id: '17088886666' });
  expect(sends).toHaveLength(1);
});

test('4. a submit whose answer was lost and is not in the list may be submitted again', async ({ page }) => {
  await verified(page);
  const sends = requestsTo(page, 'sendInvoice');
  await chooseTwoMonths(page);
  await page.getByLabel('电子邮箱').fill('zhangxm@example.com');
  // A network failure this time: the request leaves and no answer comes.
  await page.route('**/api/wechat/sendInvoice', (route) => route.abort('failed'));
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '系统更新中，请稍后重试...');
  await page.unroute('**/api/wechat/sendInvoice');

  // The list (success example) still shows both months 未开票.
  await page.getByRole('button', { name: '查询提交结果' }).click();
  await expectToast(page, '未查到上次的开票申请，请重新提交');
  expect(sends).toHaveLength(1);
  await expect(page.getByRole('alert').filter({ hasText: '上次提交未收到结果' })).toHaveCount(0);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);
  expect(sends).toHaveLength(2);
});

test('4-5. a company title: rules in order, a company chosen on /addsite', async ({ page }) => {
  await verified(page);
  await chooseTwoMonths(page);
  await page.getByLabel('电子邮箱').fill('finance@example.com');
  await page.getByRole('radio', { name: '企业' }).check();
  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '请先选择公司信息');

  await page.getByRole('link', { name: '选择公司' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '公司信息' })).toBeVisible();
  await page.getByLabel('公司名称').fill('南 昌');
  await page.getByRole('button', { name: '搜索' }).click();
  await expectToast(page, '企业名称格式不正确(最少3位,最大100位);');
  const company = page.getByRole('article', { name: '南昌蓝猫科技有限公司' });
  await company.getByRole('button', { name: '选择' }).click();

  await expect(page).toHaveURL(/\/submitInvoice$/);
  await expect(page.getByRole('radio', { name: '企业' })).toBeChecked();
  await expect(page.getByLabel('纳税人识别号')).toHaveValue('91360100MA35XXXX1Q');
  await expect(page.getByLabel('电子邮箱')).toHaveValue('finance@example.com');
  await submit.click();
  await expectToast(page, '请选择发票类型');
  await page.getByRole('radio', { name: '增值税专用电子发票' }).check();
  await page.getByLabel('公司名称').fill('');
  await submit.click();
  await expectToast(page, '请填写公司信息');
  await page.getByLabel('公司名称').fill('南昌蓝猫科技有限公司');
  await submit.click();
  await expect(page).toHaveURL(/\/billing$/);
});

test('5. a company deleted after it was chosen is not sent as tinId', async ({ page }) => {
  await verified(page);
  const sends = requestsTo(page, 'sendInvoice');
  await chooseTwoMonths(page);
  await page.getByLabel('电子邮箱').fill('finance@example.com');
  await page.getByRole('radio', { name: '企业' }).check();
  await page.getByRole('radio', { name: '增值税专用电子发票' }).check();
  await page.getByRole('link', { name: '选择公司' }).click();
  await page
    .getByRole('article', { name: '南昌蓝猫科技有限公司' })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(page.getByLabel('纳税人识别号')).toHaveValue('91360100MA35XXXX1Q');

  await page.getByRole('link', { name: '更换公司' }).click();
  await page
    .getByRole('article', { name: '南昌蓝猫科技有限公司' })
    .getByRole('button', { name: '删除' })
    .click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '删除' }).click();
  await expectToast(page, '删除成功');
  await page.goBack();
  await expect(page).toHaveURL(/\/submitInvoice$/);
  await expect(page.getByText('未选择公司')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '请先选择公司信息');
  expect(sends).toHaveLength(0);
});

test('5. a company that is not the verified number’s own is not sent as tinId', async ({ page, prism }) => {
  await verified(page);
  const sends = requestsTo(page, 'sendInvoice');
  await chooseTwoMonths(page);
  await page.getByLabel('电子邮箱').fill('finance@example.com');
  await page.getByRole('radio', { name: '企业' }).check();
  await page.getByRole('radio', { name: '增值税专用电子发票' }).check();
  await page.getByRole('link', { name: '选择公司' }).click();
  await page
    .getByRole('article', { name: '南昌蓝猫科技有限公司' })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(page).toHaveURL(/\/submitInvoice$/);

  // The number's own companies no longer hold the one chosen (deleted elsewhere, or another number's).
  await prism.pick('queryuser', 'example=empty');
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '所选公司信息已删除或不属于当前号码，请重新选择公司信息');
  await expect(page.getByText('未选择公司')).toBeVisible();
  expect(sends).toHaveLength(0);

  // With the company among the number's own again, its id goes as tinId.
  await prism.pick('queryuser', 'example=success');
  await page.getByRole('link', { name: '选择公司' }).click();
  await page
    .getByRole('article', { name: '南昌蓝猫科技有限公司' })
    .getByRole('button', { name: '选择' })
    .click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  expect(sends).toHaveLength(1);
  expect(sends[0]).toMatchObject({ tinId: 'C1001', invoiceType: 2, type: '81' });
});

test('5. /addsite needs a verified number', async ({ page }) => {
  const lists = requestsTo(page, 'queryuser');
  await page.goto('/addsite');
  await expect(page).toHaveURL(/\/invoiceVerify$/);
  await expect(page.getByRole('heading', { level: 1, name: '电子发票' })).toBeVisible();
  expect(lists).toHaveLength(0);
});

test('5. a search without a hit opens the add form; edit and delete', async ({ page, prism }) => {
  await verified(page);
  await prism.pick('queryTitle', 'example=empty');
  await page.goto('/addsite');
  await page.getByLabel('公司名称').first().fill('不存在的公司');
  await page.getByRole('button', { name: '搜索' }).click();
  await expectToast(page, '暂无公司信息，请新增公司信息');
  const form = page.getByRole('form', { name: '新增公司信息' });
  await expect(form.getByLabel('公司名称')).toHaveValue('不存在的公司');
  await form.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '请填写纳税人识别号');
  await form.getByLabel('纳税人识别号').fill('91360100ma35abcd1x');
  await expect(form.getByLabel('纳税人识别号')).toHaveValue('91360100MA35ABCD1X');
  await expect(form.getByText('纳税人识别号为15-20位字母或数字')).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  await expect(form).toHaveCount(0);

  const saved = page.getByRole('article', { name: '九江蓝湾贸易有限公司' });
  await saved.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('form', { name: '编辑公司信息' }).getByLabel('纳税人识别号')).toHaveValue(
    '91360400MA36YYYY2K',
  );
  await page.getByRole('button', { name: '取消' }).click();
  await saved.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '删除' }).click();
  await expectToast(page, '删除成功');
});

test('7. shows an invoice and resends it at most 3 times', async ({ page }) => {
  await verified(page);
  await page.goto('/invoiceList');
  await page.getByRole('tab', { name: '已开票' }).click();
  await page.getByRole('link', { name: /2026年07月/ }).click();
  await expect(page).toHaveURL(/\/InvoiceSuccess\?id=INV202401$/);
  await expect(page.getByRole('heading', { level: 1, name: '发票详情' })).toBeVisible();
  await expect(page.getByText('¥43.30')).toBeVisible();
  await expect(page.getByText(`${asServed('2024年03月')}、${asServed('2024年04月')}`)).toBeVisible();
  await expect(page.getByText('个人', { exact: true })).toBeVisible();

  const email = page.getByLabel('接收邮箱');
  await expect(email).toHaveValue('zhangxm@example.com');
  await email.fill('');
  const resend = page.getByRole('button', { name: '重新发送' });
  await resend.click();
  await expectToast(page, '邮箱号不能为空');
  await email.fill('zhang@');
  await resend.click();
  await expectToast(page, '请输入正确的邮箱号');
  await email.fill('zhang@example.com');
  for (let send = 0; send < 3; send += 1) {
    const button = page.getByRole('button', { name: '重新发送' });
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await button.click();
    await expectToast(page, '发送成功');
  }
  await expect(page.getByRole('button', { name: '已发送3次，不能再次发送' })).toBeVisible();
});

test('7. resend is offered only for an issued or failed invoice, with the status and reason', async ({
  page,
}) => {
  await verified(page);
  const issuing = requestsTo(page, 'reloadEmail');
  await page.goto('/InvoiceSuccess?id=INV202402');
  const facts = page.getByRole('region', { name: '发票信息' });
  await expect(facts.getByText('开票中', { exact: true })).toBeVisible();
  await expect(page.getByText('发票正在开具中，开具完成后可发送至邮箱')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新发送' })).toHaveCount(0);

  await page.goto('/InvoiceSuccess?id=INV202306');
  await expect(facts.getByText('开票失败', { exact: true })).toBeVisible();
  await expect(facts.getByText('纳税人识别号与企业名称不匹配')).toBeVisible();
  await page.getByRole('button', { name: '重新发送' }).click();
  await expectToast(page, '发送成功');

  // An id the list does not know: its status cannot be told, so nothing is offered.
  await page.goto('/InvoiceSuccess?id=INV209901');
  await expect(page.getByText('暂未查到该发票的开票状态，暂不能重新发送')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新发送' })).toHaveCount(0);
  expect(issuing).toHaveLength(1);
});

test('7. a detail address without an id asks nothing and returns to 业务办理', async ({ page }) => {
  await verified(page);
  const calls = ['invoiceDetail', 'monthsInfo', 'invoiceList', 'reloadEmail'].map((segment) =>
    requestsTo(page, segment),
  );
  await page.goto('/InvoiceSuccess');
  await expectToast(page, '接口参数缺失！');
  await expect(page).toHaveURL(/\/BusinessHandle$/);
  await page.goto('/invoiceDetailPage?id=%20');
  await expectToast(page, '接口参数缺失！');
  await expect(page).toHaveURL(/\/BusinessHandle$/);
  for (const sent of calls) expect(sent).toHaveLength(0);
});

test('7. the server refusing a resend shows its message', async ({ page, prism }) => {
  await prism.pick('reloadEmail', 'example=limit');
  // The older list says 1019 is issued (openedInvoice), so 重新发送 is offered.
  await prism.pick('invoiceList', 'example=older');
  await page.goto('/invoiceDetailPage?id=1019');
  await page.getByRole('button', { name: '重新发送' }).click();
  await expectToast(page, '该发票已发送3次，不能再次发送');
});
