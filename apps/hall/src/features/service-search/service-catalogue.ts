import { paths } from '../../config/paths.ts';

/** Where a service sits in the hall, shown under its name in the results so two alike are told apart. */
export type ServiceGroup = '营业厅' | '业务查询' | '业务办理' | '积分' | '其他服务';

/** One screen a subscriber can ask for by name. */
export interface Service {
  /** Stable name, kept in 最近使用: never reuse one for another screen. */
  id: string;
  /** As the hall's menus and the screen's heading call it. */
  name: string;
  /** The address opened, query included where the screen needs one. */
  path: string;
  group: ServiceGroup;
  /** The words people type for it: other menus' labels, everyday words (话费, 流量), older names. */
  keywords: readonly string[];
}

/**
 * 服务目录 every service screen of the hall a subscriber starts from, in the order results show on a tie:
 * the shell's tabs, then 业务查询's and 业务办理's tiles, then the screens other menus lead to. Steps inside
 * a flow (a form after its check, a result page) are left out: they cannot be opened on their own.
 * Every path here is a real route and every entry of the hall's menus is found by its label
 * (app/service-catalogue.test.ts). The pinyin of each name and keyword is generated from this list into
 * service-pinyin.gen.json (service-pinyin.test.ts).
 */
export const SERVICES: readonly Service[] = [
  {
    id: 'recharge',
    name: '号码充值',
    path: paths.recharge,
    group: '营业厅',
    keywords: ['充值', '话费', '充话费', '交话费', '缴费', '交费', '流量包'],
  },
  { id: 'business-query', name: '业务查询', path: paths.businessQuery, group: '营业厅', keywords: ['查询'] },
  {
    id: 'business-handle',
    name: '业务办理',
    path: paths.businessHandle,
    group: '营业厅',
    keywords: ['办理'],
  },
  {
    id: 'personal-information',
    name: '个人信息',
    path: paths.personalInformation,
    group: '营业厅',
    keywords: ['会员中心', '我的'],
  },
  {
    id: 'service-menu',
    name: '服务导航',
    path: paths.transfer,
    group: '营业厅',
    keywords: ['菜单', '全部服务'],
  },

  {
    id: 'bill',
    name: '本月账单',
    path: paths.bill,
    group: '业务查询',
    keywords: ['账单', '话费', '消费', '扣费'],
  },
  {
    id: 'history-bill',
    name: '历史账单',
    path: paths.historyBill,
    group: '业务查询',
    keywords: ['账单', '话费', '往月账单', '上月账单'],
  },
  {
    id: 'balance',
    name: '余额查询',
    path: paths.balance,
    group: '业务查询',
    keywords: ['余额', '话费余额', '剩余话费', '欠费'],
  },
  {
    id: 'recharge-records',
    name: '充值记录',
    path: paths.record,
    group: '业务查询',
    keywords: ['充值', '缴费记录', '交费记录'],
  },
  {
    id: 'allowance',
    name: '套餐余量',
    path: paths.setMeal,
    group: '业务查询',
    keywords: ['流量', '剩余流量', '通话', '分钟数', '短信', '余量'],
  },
  {
    id: 'ordered-services',
    name: '已订业务',
    path: paths.orderbusine,
    group: '业务查询',
    keywords: ['已开通业务', '订购', '退订', '扣费'],
  },
  { id: 'points', name: '积分查询', path: paths.integral, group: '业务查询', keywords: ['积分', '积分中心'] },
  {
    id: 'order-query',
    name: '订单查询',
    path: paths.orderQuery,
    group: '业务查询',
    keywords: ['订单', '物流', '快递'],
  },
  {
    id: 'card-lookup',
    name: '一证通查',
    path: paths.queryCard,
    group: '业务查询',
    keywords: ['名下号码', '身份证查号码', '查号码'],
  },
  {
    id: 'opening-records',
    name: '开卡记录',
    path: paths.querySteps,
    group: '业务查询',
    keywords: ['开卡', '开卡记录查询', '开户记录'],
  },
  {
    id: 'invoice',
    name: '电子发票',
    path: paths.invoiceVerify,
    group: '业务查询',
    keywords: ['发票', '开发票', '开票', '报销'],
  },

  {
    id: 'real-name',
    name: '实名激活',
    path: paths.realName,
    group: '业务办理',
    keywords: ['激活', '实名', '新卡激活'],
  },
  {
    id: 'personage-real-name',
    name: '实名登记',
    path: paths.personageRealName,
    group: '业务办理',
    keywords: ['实名', '实名认证', '登记'],
  },
  {
    id: 'account-bind',
    name: '号码绑定',
    path: paths.accountBind,
    group: '业务办理',
    keywords: ['绑定', '绑号'],
  },
  {
    id: 'service-password',
    name: '服务密码',
    path: paths.setPassword,
    group: '业务办理',
    keywords: ['密码', '修改密码', '修改服务密码', '改密码'],
  },
  {
    id: 'change-card',
    name: '补卡',
    path: paths.changeCard,
    group: '业务办理',
    keywords: ['补换卡', '换卡', '丢卡', '卡丢了', '手机卡'],
  },
  { id: 'cancel', name: '销户', path: paths.cancel, group: '业务办理', keywords: ['注销', '销号', '退网'] },
  { id: 'transfer', name: '过户', path: paths.transAcct, group: '业务办理', keywords: ['转户', '更改机主'] },
  {
    id: 'plan-change',
    name: '变更套餐',
    path: paths.verification,
    group: '业务办理',
    keywords: ['套餐', '换套餐', '改套餐', '套餐变更'],
  },
  {
    id: 'call-reminder',
    name: '来电提醒',
    path: `${paths.openCaller}?type=1`,
    group: '业务办理',
    keywords: ['漏话提醒', '未接来电'],
  },
  {
    id: 'caller-display',
    name: '来电显示',
    path: `${paths.openCaller}?type=2`,
    group: '业务办理',
    keywords: ['来显'],
  },
  {
    id: 'call-divert',
    name: '呼叫转移',
    path: paths.callDivert,
    group: '业务办理',
    keywords: ['呼转', '来电转接'],
  },
  {
    id: 'sms-do-not-disturb',
    name: '短信防打扰',
    path: paths.willRegister,
    group: '业务办理',
    keywords: ['防骚扰', '骚扰短信', '垃圾短信', '短信拦截'],
  },
  {
    id: 'points-exchange',
    name: '积分兑换',
    path: paths.integralPointsExchange,
    group: '业务办理',
    keywords: ['积分', '兑换', '礼品'],
  },
  {
    id: 'activity',
    name: '特惠活动',
    path: paths.activity,
    group: '业务办理',
    keywords: ['活动', '优惠', '福利'],
  },
  {
    id: 'comments',
    name: '吐槽专区',
    path: paths.proposal,
    group: '业务办理',
    keywords: ['留言', '建议', '意见'],
  },
  { id: 'other-services', name: '其他服务', path: paths.other, group: '其他服务', keywords: ['更多服务'] },
  {
    id: 'store',
    name: '门店查询',
    path: paths.store,
    group: '其他服务',
    keywords: ['附近门店', '营业厅', '网点', '地址'],
  },

  {
    id: 'number-info',
    name: '号码信息',
    path: paths.personal,
    group: '营业厅',
    keywords: ['个人信息', '我的号码', '我的套餐'],
  },
  {
    id: 'my-points',
    name: '我的积分',
    path: paths.integralMyPoints,
    group: '积分',
    keywords: ['积分', '签到'],
  },
  {
    id: 'points-details',
    name: '积分明细',
    path: paths.integralDetails,
    group: '积分',
    keywords: ['积分记录'],
  },
  {
    id: 'points-orders',
    name: '我的订单',
    path: paths.myOrder,
    group: '积分',
    keywords: ['兑换记录', '订单'],
  },
  { id: 'unbind', name: '号码解绑', path: paths.relieve, group: '业务办理', keywords: ['解绑', '解除绑定'] },
  {
    id: 'forgot-password',
    name: '忘记原密码',
    path: paths.notPassword,
    group: '业务办理',
    keywords: ['密码', '忘记密码', '重置密码', '找回密码'],
  },
  { id: 'cooperate', name: '商务合作', path: paths.cooperate, group: '其他服务', keywords: ['合作', '加盟'] },
  { id: 'complain', name: '投诉', path: paths.complain, group: '其他服务', keywords: ['举报', '意见'] },
];
