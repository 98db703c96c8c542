import type { Page } from '@playwright/test';
import { signAgreement } from '../fixtures/agreement.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * product.md › 开卡向导, steps 0 and 1 (填写信息, 套餐详情) and the way on to the agreement or the payment
 * page. Prism answers the contract's examples: the number 17079112345 has the card
 * 89860321245791234567, whose last 7 characters 1234567 are the card entry; the signed-in agent has
 * systemId 7. Each test picks the examples it needs (a new card has no stored record: `none`).
 */
const PHONE = '17079112345';
const CARD = '1234567';
const ICCID = '89860321245791234567';

const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });
const next = (page: Page) => page.getByRole('button', { name: '下一步' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openWizard(page: Page) {
  await signInAgent(page);
  await page.goto('/OpenCard');
  await expect(field(page, '手机号')).toBeVisible();
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
}

async function fillCard(page: Page, phone = PHONE, card = CARD) {
  await field(page, '手机号').fill(phone);
  await field(page, '卡号').fill(card);
}

async function toPackageStep(page: Page) {
  await fillCard(page);
  await next(page).click();
  await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
}

test('opens a free package from the card entry to the end of the real-name step', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await openWizard(page);
  await fillCard(page);
  await field(page, '备用联系号码').fill('13912345678');

  const simQuery = page.waitForRequest((request) => request.url().endsWith('/api/gzh/simOrServiceIdQuery'));
  const validity = page.waitForRequest((request) => request.url().endsWith('/api/gzh/checkPhoneValid'));
  await next(page).click();
  expect((await simQuery).postDataJSON()).toMatchObject({
    iccidOrServiceId: PHONE,
    sparePhone: '13912345678',
    type: 2,
  });
  expect((await validity).postDataJSON()).toMatchObject({ serviceId: PHONE, uimId: ICCID, appType: 'h5' });

  // Step 1: the default package, its fee with two decimals and its description.
  await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '蓝猫19元畅享卡' })).toBeVisible();
  await expect(page.getByText('¥0.00')).toBeVisible();
  await expect(page.locator('.bc-rich-text strong')).toHaveText('月租19元');
  expect(
    await page.evaluate(() => [localStorage.getItem('uimId'), sessionStorage.getItem('recordNumber')]),
  ).toEqual([ICCID, 'KK202406130001']);

  const save = page.waitForRequest((request) => request.url().endsWith('/api/gzh/addOpenCardLocation'));
  await next(page).click();
  expect((await save).postDataJSON()).toMatchObject({
    applyEvent: '1',
    openCardLocation: 2,
    rechargeFlag: 'nopay',
    sumFee: 0,
    prodOfferId: '1354122',
    ifCheckCard: 0,
    serviceid: PHONE,
    uimId: ICCID,
    systemId: 7,
    belongCode: '360',
    // The visitor's city by IP (the mock locates 南昌, city code 163).
    cityCode: '163',
    recordNumber: 'KK202406130001',
  });

  // Step 2: the agreement, read, agreed and signed.
  await expect(progress(page).getByText('3/4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '入网协议' })).toBeVisible();
  await signAgreement(page);
  await next(page).click();

  // The free package needs no joint photo: on to the real-name step.
  await expect(progress(page).getByText('4/4', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '实名认证' })).toBeVisible();
  // From here the server holds the record at the real-name step, which the way back reads.
  await prism.pick('queryOpenCardLocation', 'example=location4');
  await page.getByRole('button', { name: '去实名' }).click();
  await expect(page).toHaveURL(/\/__demo\/real-name/);
  const result = page.waitForRequest((request) => request.url().endsWith('/api/gzh/getSimpleOrCardNum'));
  await page.getByRole('button', { name: '完成认证' }).click();
  expect((await result).postDataJSON()).toMatchObject({ cityName: '南昌市' });

  await expectToast(page, '支付成功开卡结束！！');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
  await expect(field(page, '手机号')).toHaveValue('');
  expect(await page.evaluate(() => [localStorage.getItem('uimId'), localStorage.getItem('Judge')])).toEqual([
    null,
    null,
  ]);
});

test('offers the changeable packages beside the default one, and opens the chosen one', async ({
  page,
  prism,
}) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  // The mock answers both package queries with the list; the first is the number's default package.
  await prism.pick('checkoffername', 'example=changeable');
  await openWizard(page);
  await toPackageStep(page);

  const choices = page.getByRole('group', { name: '选择套餐' });
  await expect(choices.getByRole('radio')).toHaveCount(3);
  await expect(choices.getByRole('radio', { name: /蓝猫19元畅享卡/ })).toBeChecked();
  await choices.getByRole('radio', { name: /蓝猫59元全能卡/ }).check();
  await expect(page.getByRole('heading', { name: '蓝猫59元全能卡' })).toBeVisible();
  await expect(page.getByText('¥100.00')).toBeVisible();

  const save = page.waitForRequest((request) => request.url().endsWith('/api/gzh/addOpenCardLocation'));
  await next(page).click();
  expect((await save).postDataJSON()).toMatchObject({
    openCardLocation: 1,
    rechargeFlag: 'start',
    sumFee: 100,
    prodOfferId: '1354283',
  });
  await expect(page).toHaveURL(/\/OpenPay$/);
});

test('a package with a fee is saved before the payment and opens /OpenPay', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=paid');
  // The city lookup fails: the record carries the default city code.
  await prism.pick('/api-baidu/location/ip', 'code=500');
  await openWizard(page);
  await toPackageStep(page);
  await expect(page.getByRole('heading', { name: '蓝猫39元大流量卡' })).toBeVisible();
  await expect(page.getByText('¥50.00')).toBeVisible();

  const save = page.waitForRequest((request) => request.url().endsWith('/api/gzh/addOpenCardLocation'));
  await next(page).click();
  expect((await save).postDataJSON()).toMatchObject({
    openCardLocation: 1,
    rechargeFlag: 'start',
    sumFee: 50,
    ifCheckCard: 1,
    prodOfferId: '1354262',
    cityCode: '360',
  });
  await expect(page).toHaveURL(/\/OpenPay$/);
});

test('shows each message of the card entry and sends nothing until it is right', async ({ page }) => {
  let lookups = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gzh/simOrServiceIdQuery')) lookups += 1;
  });
  await openWizard(page);

  await next(page).click();
  await expectToast(page, '手机号 卡号不能为空');

  await field(page, '手机号').fill(PHONE);
  await next(page).click();
  await expectToast(page, '卡号长度有误，请重新输入');

  await field(page, '卡号').fill('123456');
  await next(page).click();
  await expectToast(page, '卡号长度有误，请重新输入');

  // The number and the spare contact take digits only, at most 11.
  await field(page, '备用联系号码').pressSequentially('139a1234-567890');
  await expect(field(page, '备用联系号码')).toHaveValue('13912345678');
  await field(page, '手机号').fill('');
  await field(page, '手机号').pressSequentially('170 7911 2345 9');
  await expect(field(page, '手机号')).toHaveValue(PHONE);

  expect(lookups).toBe(0);
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});

test('says 号码查询失败 when the SIM query finds nothing', async ({ page, prism }) => {
  await prism.pick('simOrServiceIdQuery', 'example=notFound');
  await openWizard(page);
  await fillCard(page);
  await next(page).click();

  await expectToast(page, '号码查询失败');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
  await expect(field(page, '手机号')).toHaveValue(PHONE);
});

test('refuses a card board that is not the number’s', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await openWizard(page);
  await fillCard(page, PHONE, '7654321');
  await next(page).click();

  await expectToast(page, '卡号与号码不匹配，请核对卡号');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});

// The card check, the phone validity and the two further checks (whose success is code 0, not 1): a
// refusal shows the server's reason, a closed link the gateway's words, and the card entry stays.
for (const [check, example, message] of [
  ['checkIccid', 'failed', '卡号与号码不匹配'],
  ['checkPhoneValid', 'failed', '该号码已激活，无需重复开卡'],
  ['chanelCheck', 'failed', '该号码不属于当前渠道'],
  ['appCommonCheck', 'failed', '该号码状态异常，暂不能开卡'],
  ['appCommonCheck', 'linkClosed', '请关闭当前链接，重新进入进行开卡。'],
] as const) {
  test(`stops at the card entry when ${check} answers ${example}`, async ({ page, prism }) => {
    await prism.pick('queryOpenCardLocation', 'example=none');
    await prism.pick(check, `example=${example}`);
    let packageQueries = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/gzh/checkoffername')) packageQueries += 1;
    });
    await openWizard(page);
    await fillCard(page);
    await next(page).click();

    await expectToast(page, message);
    await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
    await expect(field(page, '手机号')).toHaveValue(PHONE);
    expect(packageQueries).toBe(0);
  });
}

test('refuses a package outside the whitelist of systemId 7', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('checkoffername', 'example=notWhitelisted');
  await openWizard(page);
  await fillCard(page);
  await next(page).click();

  await expectToast(page, '此号码套餐异常，请在蓝猫云商APP开卡激活');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});

test('refuses every package for an agent whose sale kind has no systemId', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await openWizard(page);
  await page.evaluate(() => localStorage.removeItem('systemId'));
  await page.reload();
  await fillCard(page);
  await next(page).click();

  await expectToast(page, '此号码请在蓝猫云商APP开卡激活');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
});

test('a failed save says 缓存记录失败 and goes back to the card entry', async ({ page, prism }) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  await prism.pick('addOpenCardLocation', 'example=failed');
  await openWizard(page);
  await toPackageStep(page);
  await next(page).click();

  await expectToast(page, '缓存记录失败,请重新进行开卡');
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
  await expect(field(page, '手机号')).toHaveValue(PHONE);
  await expect(field(page, '卡号')).toHaveValue(CARD);
});

test('a package fee that cannot be read ("50元") stops with the error instead of skipping the prepayment', async ({
  page,
  prism,
}) => {
  await prism.pick('queryOpenCardLocation', 'example=none');
  // The contract's paid package as a server that writes the unit into the amount sends it.
  await page.route('**/api/gzh/checkoffername', async (route) => {
    const type = (route.request().postDataJSON() as { type?: number }).type;
    const response = await route.fetch({
      headers: { ...route.request().headers(), prefer: `example=${type === 1 ? 'changeable' : 'paid'}` },
    });
    const body = (await response.json()) as { data: unknown };
    const data = Array.isArray(body.data) ? body.data : { ...(body.data as object), sumFee: '50元' };
    await route.fulfill({ response, json: { ...body, data } });
  });
  const saves: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gzh/addOpenCardLocation')) saves.push(request.postDataJSON());
  });
  await openWizard(page);
  await fillCard(page);

  await next(page).click();

  await expectToast(page, '预存金额异常，请联系管理员');
  // Neither the package step offered as free nor the agreement: the card entry stays, nothing is saved.
  await expect(progress(page).getByText('1/4', { exact: true })).toBeVisible();
  await expect(field(page, '手机号')).toHaveValue(PHONE);
  await expect(next(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/OpenCard$/);
  expect(saves).toEqual([]);
});
