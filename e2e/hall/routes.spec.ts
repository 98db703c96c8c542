import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Every screen of the hall opens against the mock with a stored token: the address it settles on and
 * its page heading. Screens that need a step before them (the card list, the real-name result) send
 * the subscriber back to the form that starts that step.
 */
const SCREENS: ReadonlyArray<{ open: string; settle: string; heading: string }> = [
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
  { open: '/paySuccess', settle: '/paySuccess', heading: '支付成功！' },
  { open: '/payFail', settle: '/payFail', heading: '支付失败' },
  { open: '/flowPayFali', settle: '/flowPayFali', heading: '充值失败' },
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
];

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

for (const screen of SCREENS) {
  test(`${screen.open} shows ${screen.heading}`, async ({ page }) => {
    await page.goto(screen.open);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(screen.settle);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  });
}
