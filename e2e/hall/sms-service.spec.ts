import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 短信防打扰 SMS do-not-disturb (product.md › 短信防打扰): ordering with the agreement, unsubscribing, the
 * function tiles, industry and number registration with every reject-number rule, and feedback.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

async function bodyOf(page: Page, segment: string, act: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith(`/api/wechat/${segment}`));
  await act();
  // The gateway adds the stored token to every body; the rest is what the page sent.
  const { token: _token, ...sent } = (await request).postDataJSON() as Record<string, unknown>;
  return sent;
}

/** CHANGESMS requests the page makes from now on, to show that none went out. */
function changeSmsCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wechat/changeSms')) urls.push(request.url());
  });
  return urls;
}

test.describe('/WillRegister', () => {
  test('a member without the service orders it after ticking the agreement', async ({ page, prism }) => {
    await prism.pick('getSmsByPhone', 'example=notOrdered');
    await page.goto('/WillRegister');
    await expect(page.getByRole('heading', { level: 1, name: '短信防打扰' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去登记' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '退订' })).toHaveCount(0);

    await page.getByRole('button', { name: '订购' }).click();
    await expectToast(page, '请先勾选用户服务协议');

    // The agreement, and back to the page with what was ticked.
    const agreement = page.getByRole('checkbox', { name: '我已阅读并同意《用户服务协议》' });
    await agreement.check();
    await page.getByRole('link', { name: '《用户服务协议》' }).click();
    await expect(page).toHaveURL(/\/UserAgreement$/);
    await expect(page.getByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
    await expect(page.getByText('2024-06-13')).toBeVisible();
    await expect(page.getByRole('heading', { name: '八、个人信息保护' })).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/WillRegister$/);
    await expect(agreement).toBeChecked();

    const body = await bodyOf(page, 'smsRegister', () => page.getByRole('button', { name: '订购' }).click());
    expect(body).toMatchObject({ serviceid: '17088886666', regflag: '01' });
    await expectToast(page, '订购成功，请稍后进行查询!');
    await expect(page).toHaveURL(/\/openSuccess\?title=/);
    await expect(page.getByRole('heading', { level: 1, name: '短信防打扰' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '开通成功' })).toBeVisible();
    await page.getByRole('link', { name: '设置防护' }).click();
    await expect(page).toHaveURL(/\/SelectFunction$/);
  });

  test('an order refused with -100 keeps the page', async ({ page, prism }) => {
    await prism.pick('getSmsByPhone', 'example=notOrdered');
    await prism.pick('smsRegister', 'example=failed');
    await page.goto('/WillRegister');
    await page.getByRole('checkbox', { name: '我已阅读并同意《用户服务协议》' }).check();
    await page.getByRole('button', { name: '订购' }).click();
    await expectToast(page, '您已订购短信防打扰服务，请勿重复订购');
    await expect(page).toHaveURL(/\/WillRegister$/);
    await expect(page.getByRole('button', { name: '订购' })).toBeEnabled();
  });

  test('a member with the service registers or unsubscribes', async ({ page, prism }) => {
    await page.goto('/WillRegister');
    await expect(page.getByRole('button', { name: '订购' })).toHaveCount(0);
    await page.getByRole('link', { name: '去登记' }).click();
    await expect(page).toHaveURL(/\/NoteRegister\/17088886666$/);
    await page.goBack();

    await prism.pick('smsRegister', 'example=unsubscribed');
    await page.getByRole('button', { name: '退订' }).click();
    const dialog = page.getByRole('dialog', { name: '退订短信防打扰' });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/WillRegister$/);

    await page.getByRole('button', { name: '退订' }).click();
    const body = await bodyOf(page, 'smsRegister', () =>
      page.getByRole('dialog', { name: '退订短信防打扰' }).getByRole('button', { name: '确定退订' }).click(),
    );
    expect(body).toMatchObject({ regflag: '02' });
    await expectToast(page, '退订成功，请稍后进行查询!');
    await expect(page).toHaveURL(/\/quitSuccess\?title=/);
    await expect(page.getByRole('heading', { level: 2, name: '退订成功' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/Recharge$/);
  });

  test('a state that cannot be read offers 重试', async ({ page, prism }) => {
    await prism.pick('getSmsByPhone', 'code=500');
    await page.goto('/WillRegister');
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await prism.pick('getSmsByPhone', 'example=success');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('link', { name: '去登记' })).toBeVisible();
  });

  test('any answer other than ordered offers 订购', async ({ page, prism }) => {
    await prism.pick('getSmsByPhone', 'example=otherAnswer');
    await page.goto('/WillRegister');
    await expect(page.getByRole('button', { name: '订购' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '去登记' })).toHaveCount(0);
  });

  test('an unbound member is sent to bind', async ({ page, prism }) => {
    await prism.pick('memberInfo', 'example=unbound');
    await page.goto('/WillRegister');
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog.getByText('您还未绑定手机号，请先绑定手机号后再办理')).toBeVisible();
    await dialog.getByRole('button', { name: '去绑定' }).click();
    await expect(page).toHaveURL(/\/AccountBind$/);
  });
});

test('/SelectFunction: four tiles, and 拦截申诉 opens the customer-service chat', async ({ page }) => {
  await page.goto('/SelectFunction');
  const tiles = page.getByRole('list', { name: '防护功能' });
  await expect(tiles.getByRole('listitem')).toHaveCount(4);
  await tiles.getByRole('link', { name: /行业营销防护/ }).click();
  await expect(page).toHaveURL(/\/RejectionBusiness$/);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/SelectFunction$/);
  await tiles.getByRole('link', { name: /拒收号码防护/ }).click();
  await expect(page).toHaveURL(/\/RejectNumber$/);
  await page.getByRole('button', { name: '返回' }).click();
  await tiles.getByRole('link', { name: /客服/ }).click();
  await expect(page).toHaveURL(/\/CustomerService$/);
  await page.goBack();

  await tiles.getByRole('button', { name: /拦截申诉/ }).click();
  await expect(page).toHaveURL(/\/__demo\/service-chat\?/);
  expect(new URL(page.url()).searchParams.get('nickId')).toBe('17088886666');
});

test.describe('/NoteRegister/:phone', () => {
  test('shows each industry state and sends only the difference', async ({ page }) => {
    await page.goto('/NoteRegister/17088886666');
    await expect(page.getByRole('heading', { level: 1, name: '防护登记' })).toBeVisible();
    const industries = page.getByRole('group', { name: '拒收行业营销短信' });
    await expect(industries.getByRole('checkbox')).toHaveCount(11);
    const house = industries.getByRole('checkbox', { name: /房产/ });
    const education = industries.getByRole('checkbox', { name: /教育培训/ });
    const finance = industries.getByRole('checkbox', { name: /金融理财/ });
    await expect(house).toBeChecked();
    await expect(industries.getByText('已登记')).toHaveCount(1);
    // 03 is being cancelled: 处理中, and it waits.
    await expect(finance).toBeDisabled();
    await expect(industries.getByText('处理中')).toHaveCount(1);

    await education.check();
    await expect(industries.getByText('新增登记')).toBeVisible();
    await house.uncheck();
    await expect(industries.getByText('取消登记')).toBeVisible();

    // The rejected numbers and the progress table.
    await expect(page.getByRole('list', { name: '已拒收号码' }).getByRole('listitem')).toHaveCount(2);
    const progress = page.getByRole('table');
    await expect(progress.getByRole('row', { name: /金融理财 取消登记 处理中/ })).toBeVisible();
    await expect(progress.getByRole('row', { name: /10690000111 登记 处理中/ })).toBeVisible();

    // What was changed survives a reload.
    await page.reload();
    await expect(education).toBeChecked();
    await expect(house).not.toBeChecked();

    const body = await bodyOf(page, 'changeSms', () => page.getByRole('button', { name: '提交' }).click());
    expect(body).toEqual({ serviceid: '17088886666', addType: '02', delType: '01', addNum: '', delNum: '' });
    await expectToast(page, '提交成功，请稍后进行查询！');
  });

  test('an address naming another number is refused and nothing is asked about it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/api/wechat/') && body.includes('17000000000')) asked.push(request.url());
    });
    await page.goto('/NoteRegister/17000000000');
    await expect(page.getByRole('alert')).toHaveText('只能为您当前绑定的号码办理防护登记');
    await expect(page.getByRole('button', { name: '提交' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('link', { name: '为本机号码登记' }).click();
    await expect(page).toHaveURL(/\/NoteRegister\/17088886666$/);
    await expect(page.getByRole('group', { name: '拒收行业营销短信' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a refused change keeps what was ticked', async ({ page, prism }) => {
    await prism.pick('changeSms', 'example=failed');
    await page.goto('/NoteRegister/17088886666');
    const education = page.getByRole('checkbox', { name: /教育培训/ });
    await education.check();
    await page.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '您有登记正在处理中，请稍后再试');
    await expect(education).toBeChecked();
  });
});

test('/RejectionBusiness: the 11 categories, nothing sent without a change', async ({ page }) => {
  await page.goto('/RejectionBusiness');
  await expect(page.getByRole('heading', { level: 1, name: '行业营销防护' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(11);
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '您未变更任何行业');

  await page.getByRole('checkbox', { name: /保险/ }).check();
  const body = await bodyOf(page, 'changeSms', () => page.getByRole('button', { name: '提交' }).click());
  expect(body).toMatchObject({ addType: '04', delType: '', addNum: '', delNum: '' });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/SelectFunction$/);
});

test.describe('/RejectNumber', () => {
  const entry = (page: Page) => page.getByLabel('添加拒收号码');
  async function add(page: Page, number: string) {
    await entry(page).fill(number);
    await page.getByRole('button', { name: '添加', exact: true }).click();
  }

  test('checks every rule of product.md › 短信防打扰 in order', async ({ page }) => {
    await page.goto('/RejectNumber');
    await expect(page.getByRole('heading', { level: 1, name: '拒收号码防护' })).toBeVisible();
    const queued = page.getByRole('list', { name: '待拒收号码' });

    await page.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '号码不能为空！！');
    await add(page, '');
    await expectToast(page, '手机号不能为空');
    await add(page, '13912345678');
    await expectToast(page, '您的号码不可拒收11位的手机号码');
    await add(page, '10086');
    await expect(queued.getByRole('listitem')).toHaveCount(1);
    await expect(entry(page)).toHaveValue('');
    await add(page, '10086');
    await expectToast(page, '已增加此号码，请重新添加号码！');
    await add(page, '95588');
    await expectToast(page, '添加的号码已拒收！！！');
    for (let index = 1; index <= 9; index += 1) await add(page, `1069000${index}`);
    await expect(queued.getByRole('listitem')).toHaveCount(10);
    await add(page, '10690010');
    await expectToast(page, '单次最多拒收10个号码！！');
    await queued.getByRole('button', { name: '移除10690009' }).click();
    await expect(queued.getByRole('listitem')).toHaveCount(9);

    await page.getByRole('checkbox', { name: '95588' }).check();
    // 10690010, refused as the 11th, is still typed. What is sent is what is listed: 提交 lists it and
    // sends nothing, so it goes out only once it has been seen in the list.
    await expect(entry(page)).toHaveValue('10690010');
    const sent = changeSmsCalls(page);
    await page.getByRole('button', { name: '提交' }).click();
    await expect(queued.getByText('10690010')).toBeVisible();
    await expect(queued.getByRole('listitem')).toHaveCount(10);
    await expect(entry(page)).toHaveValue('');
    expect(sent).toHaveLength(0);
    const body = await bodyOf(page, 'changeSms', () => page.getByRole('button', { name: '提交' }).click());
    expect(body).toEqual({
      serviceid: '17088886666',
      addType: '',
      delType: '',
      addNum: '10086,10690001,10690002,10690003,10690004,10690005,10690006,10690007,10690008,10690010',
      delNum: '95588',
    });
    await expectToast(page, '提交成功，请稍后进行查询！');
    await expect(queued).toHaveCount(0);
  });

  test('pages the numbers 5 at a time and deletes at most 10', async ({ page, prism }) => {
    await prism.pick('querySmsRegister', 'example=manyNumbers');
    await page.goto('/RejectNumber');
    const numbers = page.getByRole('list', { name: '已拒收号码' });
    const pager = page.getByRole('navigation', { name: '拒收号码分页' });
    await expect(numbers.getByRole('listitem')).toHaveCount(5);
    await expect(pager.getByText('第1/3页')).toBeVisible();
    for (let round = 0; round < 2; round += 1) {
      for (const box of await numbers.getByRole('checkbox').all()) await box.check();
      await pager.getByRole('button', { name: '下一页' }).click();
    }
    await expect(pager.getByText('第3/3页')).toBeVisible();
    await expect(numbers.getByRole('listitem')).toHaveCount(2);
    await numbers.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '单次最多删除10个号码！！');
  });

  test('a number whose delete is in progress is not already rejected', async ({ page, prism }) => {
    await prism.pick('querySmsRegister', 'example=pendingDelete');
    await page.goto('/RejectNumber');
    const queued = page.getByRole('list', { name: '待拒收号码' });
    await add(page, '106912345678');
    await expectToast(page, '添加的号码已拒收！！！');
    await add(page, '95588');
    await expect(queued.getByText('95588')).toBeVisible();
  });

  test('a number typed but not added is listed by 提交 before it is sent, or refused', async ({ page }) => {
    await page.goto('/RejectNumber');
    const queued = page.getByRole('list', { name: '待拒收号码' });
    const sent = changeSmsCalls(page);
    await entry(page).fill('13912345678');
    await page.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '您的号码不可拒收11位的手机号码');
    await expect(entry(page)).toHaveValue('13912345678');

    await entry(page).fill('10086');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(queued.getByText('10086')).toBeVisible();
    await expect(entry(page)).toHaveValue('');
    expect(sent).toHaveLength(0);
    const body = await bodyOf(page, 'changeSms', () => page.getByRole('button', { name: '提交' }).click());
    expect(body).toMatchObject({ addNum: '10086', delNum: '' });
    await expectToast(page, '提交成功，请稍后进行查询！');
  });

  test('serviceKind 7 may reject a mobile number', async ({ page, prism }) => {
    await prism.pick('querySmsRegister', 'example=nothingRegistered');
    await page.goto('/RejectNumber');
    await expect(page.getByText('暂无拒收号码')).toBeVisible();
    await add(page, '13912345678');
    await expect(page.getByRole('list', { name: '待拒收号码' }).getByText('13912345678')).toBeVisible();
  });
});

test('/CustomerService: feedback survives a failed submit and a reload', async ({ page, prism }) => {
  await page.goto('/CustomerService');
  await expect(page.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '请选择反馈类型');
  const types = page.getByRole('group', { name: '反馈类型' });
  await expect(types.getByRole('radio')).toHaveCount(6);
  await types.getByRole('radio', { name: '功能' }).check();
  await submit.click();
  await expectToast(page, '请填写反馈内容');

  const note = page.getByLabel('反馈内容');
  await note.fill('银行的验证码短信被拦截了');
  await expect(page.getByText('12/100')).toBeVisible();
  await note.fill('字'.repeat(120));
  await expect(page.getByText('100/100')).toBeVisible();
  await note.fill('银行的验证码短信被拦截了');

  await prism.pick('insertUserAppeal', 'example=failed');
  await submit.click();
  await expectToast(page, '今日反馈次数已达上限，请明日再试');
  await page.reload();
  await expect(note).toHaveValue('银行的验证码短信被拦截了');
  await expect(types.getByRole('radio', { name: '功能' })).toBeChecked();

  await prism.pick('insertUserAppeal', 'example=success');
  const body = await bodyOf(page, 'insertUserAppeal', () => submit.click());
  expect(body).toMatchObject({
    service_id: '17088886666',
    appeal_type: '功能',
    appeal_note: '银行的验证码短信被拦截了',
  });
  await expectToast(page, '意见提交成功');
  await expect(page).toHaveURL(/\/SelectFunction$/);
});
