import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { describeFindings } from '../fixtures/axe.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Every address of the hall, opened one after another in one tab against the mock with a stored token.
 *
 * - Every screen in SCREENS: the address it settles on and its page heading. Screens that need a step
 *   before them (the card list, the real-name result) send the subscriber back to the form that starts
 *   that step. Neither 页面不存在 nor a 重试 block.
 * - Every address config/paths.ts declares, read from the source so a path added without its screen
 *   fails here (route parameters get a sample value): a page heading, never 页面不存在.
 * - Every address: no uncaught page error, and no serious or critical axe finding on the screen shown.
 *
 * Each address starts from what a new tab would hold: the storage of the address before is emptied
 * (after its document has unloaded), then the token is stored again. The tab keeps only the browser's
 * cache, which spares every address the fetch of the same entry files. The list is cut into a few tests
 * so the workers share it; a failing check names its address, and the other addresses still run.
 */
const SCREENS: ReadonlyArray<Screen> = [
  { open: '/', settle: '/Recharge', heading: '号码充值' },
  { open: '/Recharge', settle: '/Recharge', heading: '号码充值' },
  { open: '/BusinessQuery', settle: '/BusinessQuery', heading: '业务查询' },
  { open: '/BusinessHandle', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/PersonalInformation', settle: '/PersonalInformation', heading: '个人信息' },
  { open: '/transfer', settle: '/transfer', heading: '服务导航' },
  { open: '/integral', settle: '/integral/pointsExchange', heading: '积分兑换' },
  { open: '/integral/myPoints', settle: '/integral/myPoints', heading: '我的积分' },
  { open: '/exchangeSuccess', settle: '/exchangeSuccess', heading: '积分兑换' },
  { open: '/exchangeFail', settle: '/exchangeFail', heading: '积分兑换' },
  { open: '/myOrder', settle: '/myOrder', heading: '我的订单' },
  { open: '/integralDetails', settle: '/integralDetails', heading: '积分明细' },
  { open: '/bill', settle: '/bill', heading: '本月账单' },
  { open: '/billDetails?date=2024-03', settle: '/billDetails', heading: '2024年03月账单' },
  { open: '/historyBill', settle: '/historyBill', heading: '历史账单' },
  { open: '/balance', settle: '/balance', heading: '余额详情' },
  { open: '/record', settle: '/record', heading: '充值记录' },
  { open: '/setMeal', settle: '/setMeal', heading: '套餐余量' },
  { open: '/orderbusine', settle: '/orderbusine', heading: '已订业务' },
  { open: '/querySteps', settle: '/querySteps', heading: '开卡记录查询' },
  { open: '/queryCard', settle: '/queryCard', heading: '一证通查' },
  { open: '/card', settle: '/queryCard', heading: '一证通查' },
  { open: '/realName', settle: '/realName', heading: '实名激活' },
  { open: '/realResult', settle: '/realName', heading: '实名激活' },
  { open: '/QRcodeVideo?serviceId=17088886666', settle: '/QRcodeVideo', heading: '承诺视频' },
  { open: '/invoiceVerify', settle: '/invoiceVerify', heading: '电子发票' },
  { open: '/invoicenoCode', settle: '/invoiceVerify', heading: '电子发票' },
  { open: '/invoiceList', settle: '/invoiceVerify', heading: '电子发票' },
  { open: '/submitInvoice', settle: '/invoiceVerify', heading: '电子发票' },
  // Companies are the verified number's: without one the address goes to verify it.
  { open: '/addsite', settle: '/invoiceVerify', heading: '电子发票' },
  { open: '/billing', settle: '/billing', heading: '开票中' },
  { open: '/InvoiceSuccess?id=INV202607', settle: '/InvoiceSuccess', heading: '发票详情' },
  { open: '/invoiceDetailPage?id=1019', settle: '/invoiceDetailPage', heading: '发票详情' },
  { open: '/invoice?money=24.3&time=2024-04', settle: '/invoice', heading: '开具发票' },
  { open: '/state', settle: '/state', heading: '发票列表' },
  { open: '/transAcct', settle: '/transAcct', heading: '过户' },
  { open: '/transAcctSForm', settle: '/transAcctSForm', heading: '过户申请' },
  { open: '/transAcctTForm', settle: '/transAcctTForm', heading: '过户确认' },
  { open: '/transAcctSuccess', settle: '/transAcct', heading: '过户' },
  { open: '/cancel', settle: '/cancel', heading: '销户' },
  { open: '/cancelForm', settle: '/cancel', heading: '销户' },
  { open: '/auditCabcel', settle: '/auditCabcel', heading: '销户申请已提交' },
  { open: '/cancelFail', settle: '/cancelFail', heading: '销户申请失败' },
  { open: '/changeCard', settle: '/changeCard', heading: '补卡' },
  { open: '/changeCardForm', settle: '/changeCard', heading: '补卡' },
  { open: '/changeCardauditCabcel', settle: '/changeCardauditCabcel', heading: '补卡申请已提交' },
  { open: '/changeCardFail', settle: '/changeCardFail', heading: '补卡申请失败' },
  { open: '/verification', settle: '/verification', heading: '变更套餐' },
  { open: '/ChoosePackage', settle: '/verification', heading: '变更套餐' },
  { open: '/PackageDetails?id=90063346', settle: '/PackageDetails', heading: '套餐详情' },
  { open: '/ChangeSucces', settle: '/ChangeSucces', heading: '套餐已受理' },
  { open: '/realNameLink?pone=ORD20240613001', settle: '/realNameLink', heading: '扫码实名' },
  { open: '/realNameLinkForm', settle: '/realNameLinkError', heading: '实名登记失败' },
  { open: '/realNameLinkSuccess', settle: '/realNameLinkSuccess', heading: '提交成功' },
  { open: '/realNameLinkError?error=x', settle: '/realNameLinkError', heading: '实名登记失败' },
  { open: '/PersonageRealName', settle: '/PersonageRealName', heading: '实名登记' },
  { open: '/PersonageRealNameForm', settle: '/realNameLinkError', heading: '实名登记失败' },
  { open: '/paySuccess', settle: '/paySuccess', heading: '支付成功！' },
  { open: '/payFail', settle: '/payFail', heading: '支付失败' },
  { open: '/flowPayFali', settle: '/flowPayFali', heading: '充值失败' },
  { open: '/WillRegister', settle: '/WillRegister', heading: '短信防打扰' },
  { open: '/UserAgreement', settle: '/UserAgreement', heading: '用户服务协议' },
  { open: '/SelectFunction', settle: '/SelectFunction', heading: '短信防打扰' },
  { open: '/NoteRegister/17088886666', settle: '/NoteRegister/17088886666', heading: '防护登记' },
  { open: '/RejectionBusiness', settle: '/RejectionBusiness', heading: '行业营销防护' },
  { open: '/RejectNumber', settle: '/RejectNumber', heading: '拒收号码防护' },
  { open: '/CustomerService', settle: '/CustomerService', heading: '意见反馈' },
  { open: '/openSuccess?title=短信防打扰', settle: '/openSuccess', heading: '短信防打扰' },
  { open: '/quitSuccess?title=短信防打扰', settle: '/quitSuccess', heading: '短信防打扰' },
  { open: '/openCaller?type=1', settle: '/openCaller', heading: '来电提醒' },
  { open: '/openCaller?type=2', settle: '/openCaller', heading: '来电显示' },
  { open: '/openCaller?type=3', settle: '/openCaller', heading: '订购呼转' },
  { open: '/openRemindSuccess?title=来电提醒', settle: '/openRemindSuccess', heading: '来电提醒' },
  { open: '/quitRemindSuccess?title=来电提醒', settle: '/quitRemindSuccess', heading: '来电提醒' },
  { open: '/callDivert', settle: '/callDivert', heading: '呼叫转移' },
  { open: '/calldivertOrder', settle: '/callDivert', heading: '呼叫转移' },
  { open: '/personal', settle: '/personal', heading: '号码信息' },
  { open: '/AccountBind', settle: '/AccountBind', heading: '号码绑定' },
  { open: '/noCode', settle: '/noCode', heading: '号码绑定' },
  { open: '/relieve', settle: '/relieve', heading: '号码解绑' },
  { open: '/relieveNot', settle: '/relieveNot', heading: '身份信息解绑' },
  { open: '/bindSuccess', settle: '/bindSuccess', heading: '号码绑定' },
  { open: '/bindFail', settle: '/bindFail', heading: '号码绑定' },
  { open: '/mealDetails?id=90063345', settle: '/mealDetails', heading: '套餐详情' },
  { open: '/setPassword', settle: '/setPassword', heading: '修改服务密码' },
  { open: '/newPassword', settle: '/setPassword', heading: '修改服务密码' },
  { open: '/notPassword', settle: '/notPassword', heading: '忘记原密码' },
  { open: '/setSuccess', settle: '/setSuccess', heading: '服务密码' },
  { open: '/setFail', settle: '/setFail', heading: '服务密码' },
  { open: '/activity', settle: '/activity', heading: '特惠活动' },
  { open: '/activityDetails?id=101', settle: '/activityDetails', heading: '活动详情' },
  { open: '/proposal', settle: '/proposal', heading: '吐槽专区' },
  { open: '/message', settle: '/message', heading: '留言区' },
  { open: '/proposalDetail?id=3021', settle: '/proposalDetail', heading: '留言详情' },
  { open: '/orderQuery', settle: '/orderQuery', heading: '订单查询' },
  { open: '/orderDetail?oid=BK202406120001', settle: '/orderDetail', heading: '订单详情' },
  { open: '/other', settle: '/other', heading: '其他服务' },
  { open: '/cooperate', settle: '/cooperate', heading: '商务合作' },
  { open: '/complain', settle: '/complain', heading: '投诉' },
  { open: '/complainSuccess', settle: '/complainSuccess', heading: '投诉' },
  { open: '/store', settle: '/store', heading: '门店查询' },
  { open: '/mp', settle: '/Recharge', heading: '号码充值' },
  { open: '/PackageOpen', settle: '/Recharge', heading: '号码充值' },
  { open: '/packageOpenSuccess', settle: '/packageOpenSuccess', heading: '开通成功' },
  { open: '/success', settle: '/success', heading: '办理成功' },
  { open: '/fail', settle: '/fail', heading: '办理失败' },
  // 001 §8: a screen opened without the parameter it needs returns to 业务办理 (接口参数缺失！).
  { open: '/openCaller', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/PackageDetails', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/mealDetails', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/activityDetails', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/proposalDetail', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/InvoiceSuccess', settle: '/BusinessHandle', heading: '业务办理' },
  { open: '/invoiceDetailPage', settle: '/BusinessHandle', heading: '业务办理' },
];

interface Screen {
  open: string;
  settle: string;
  heading: string;
}

const source = readFileSync(path.resolve(__dirname, '../../apps/hall/src/config/paths.ts'), 'utf8');
const declared = source.slice(source.indexOf('export const paths = {'), source.indexOf('} as const;'));
const SAMPLE_PARAMS: Record<string, string> = { phone: '17088886666' };
const PATHS = [...new Set([...declared.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1] ?? ''))]
  .filter(Boolean)
  .map((route) => route.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x'));

/** An address to open, with the screen it must show when SCREENS names it. */
interface Stop {
  open: string;
  screen?: Screen;
}

const STOPS: Stop[] = [
  ...SCREENS.map((screen) => ({ open: screen.open, screen })),
  ...PATHS.filter((route) => !SCREENS.some((screen) => screen.open === route)).map((open) => ({ open })),
];
const CHUNKS = 4;

test('paths.ts is read', () => {
  expect(PATHS.length).toBeGreaterThan(90);
  expect(PATHS).toContain('/auditCabcel');
  expect(PATHS).toContain('/NoteRegister/17088886666');
});

test('every declared path is on the sweep', () => {
  const opened = new Set(STOPS.map((stop) => stop.open));
  expect(PATHS.filter((route) => !opened.has(route))).toEqual([]);
  expect(opened.size).toBe(STOPS.length);
});

/** A document of the hall's origin that runs no app script: there the storage can be emptied. */
const STILL_DOCUMENT = '/__demo/banner-sign.svg';

/** Leaves the tab as a new one would be before the next address (the token comes back on its load). */
async function startAfresh(page: Page): Promise<void> {
  // The address before unloads first, so nothing it writes on its way out is left behind.
  await page.goto(STILL_DOCUMENT);
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.context().clearCookies();
}

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
  const size = Math.ceil(STOPS.length / CHUNKS);
  const stops = STOPS.slice(chunk * size, (chunk + 1) * size);
  test(`addresses ${chunk * size + 1}–${chunk * size + stops.length} open their screens`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(stops.length * 15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { open, screen } of stops) {
      await test.step(open, async () => {
        await startAfresh(page);
        errors.length = 0;
        await page.goto(open);
        const heading = screen
          ? page.getByRole('heading', { level: 1, name: screen.heading, exact: true })
          : page.getByRole('heading', { level: 1 }).first();
        await expect.soft(heading, `${open}: its page heading`).toBeVisible();
        if (screen) {
          expect.soft(new URL(page.url()).pathname, `${open}: the address it settles on`).toBe(screen.settle);
          await expect
            .soft(page.getByRole('button', { name: '重试' }), `${open}: a 重试 block`)
            .toHaveCount(0);
        }
        await expect
          .soft(page.getByRole('heading', { name: '页面不存在' }), `${open}: 页面不存在`)
          .toHaveCount(0);
        expect.soft(errors, `${open}: uncaught page errors`).toEqual([]);
        const findings = await axe.checkNow();
        expect.soft(describeFindings(findings), `${open}: serious or critical axe findings`).toBe('');
      });
    }
  });
}
