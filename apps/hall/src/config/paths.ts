import { channelLinkCarrier } from '@bluecat/rules/channel-login/channel-links';

/**
 * Every route of the subscriber hall, spelled exactly as the three specs write them: the backend,
 * WeChat menus, face-verification return URLs and other pages already point at these addresses, so
 * misspellings such as /auditCabcel, /ChangeSucces and /flowPayFali are kept on purpose. Link with these
 * constants, never with string literals.
 */
export const paths = {
  home: '/',

  // Hall shell and its tabs (000 §2.3)
  /** 号码充值 number top-up */
  recharge: '/Recharge',
  /** 业务查询 business query */
  businessQuery: '/BusinessQuery',
  /** 业务办理 business handling */
  businessHandle: '/BusinessHandle',
  /** 个人信息 member center */
  personalInformation: '/PersonalInformation',
  /** 中转菜单 transfer menu */
  transfer: '/transfer',

  // Points and sign-in (000 §2.4, 001 Points)
  /** 积分 points, with the child tabs below */
  integral: '/integral',
  integralPointsExchange: '/integral/pointsExchange',
  integralMyPoints: '/integral/myPoints',
  exchangeSuccess: '/exchangeSuccess',
  /** 兑换失败，积分不足 */
  exchangeFail: '/exchangeFail',
  myOrder: '/myOrder',
  integralDetails: '/integralDetails',

  // Bills and queries (000 §2.5, §2.6)
  /** 本月账单 current bill */
  bill: '/bill',
  /** Bill of one month, query `date` */
  billDetails: '/billDetails',
  historyBill: '/historyBill',
  /** 余额 balance detail */
  balance: '/balance',
  /** 充值记录 recharge records */
  record: '/record',
  /** 套餐余量 package allowance */
  setMeal: '/setMeal',
  /** 已订业务 ordered services */
  orderbusine: '/orderbusine',
  /**
   * 开卡记录查询 SIM-opening record query. 000 describes the screen without a path; /querySteps is the
   * listed route whose content no spec shows, and it is the step-by-step audit query this screen is.
   */
  querySteps: '/querySteps',

  // Card lookup (000 §2.7)
  /** 一证通查 card lookup form, starts face verification */
  queryCard: '/queryCard',
  card: '/card',

  // Invoicing (000 §2.8)
  invoiceVerify: '/invoiceVerify',
  invoicenoCode: '/invoicenoCode',
  invoiceList: '/invoiceList',
  submitInvoice: '/submitInvoice',
  /** 公司信息管理 company info */
  addsite: '/addsite',
  /** 开票中 invoicing in progress */
  billing: '/billing',
  /** Invoice detail, query `id` */
  invoiceSuccess: '/InvoiceSuccess',
  invoiceDetailPage: '/invoiceDetailPage',
  /** Older invoice list, query `state` */
  state: '/state',

  // Real-name activation (000 §2.9)
  /** 实名激活 real-name activation */
  realName: '/realName',
  realResult: '/realResult',
  /** Commitment-video QR page after face-auth code -106 */
  qrcodeVideo: '/QRcodeVideo',

  // Account cancellation 销户 (001)
  cancel: '/cancel',
  cancelForm: '/cancelForm',
  auditCabcel: '/auditCabcel',

  // SIM replacement 补卡 (001)
  changeCard: '/changeCard',
  changeCardForm: '/changeCardForm',
  changeCardauditCabcel: '/changeCardauditCabcel',

  // Account transfer 过户 forms, face-verification return targets (000 §2.10)
  transAcctSForm: '/transAcctSForm',
  transAcctTForm: '/transAcctTForm',
  /** 过户 landing: current owner or new owner. No spec names it; this app's decision. */
  transAcct: '/transAcct',
  /** 过户提交成功 success page of either step; this app's decision. */
  transAcctSuccess: '/transAcctSuccess',

  // Plan change 变更套餐 (001)
  /** Plan-change SMS verification */
  verification: '/verification',
  choosePackage: '/ChoosePackage',
  /** Plan details, query `id` */
  packageDetails: '/PackageDetails',
  /** 套餐已受理 */
  changeSucces: '/ChangeSucces',

  // SMS do-not-disturb 短信防打扰 (001)
  willRegister: '/WillRegister',
  userAgreement: '/UserAgreement',
  selectFunction: '/SelectFunction',
  /** Registration page, route parameter `phone`; link with `noteRegisterPath()` */
  noteRegister: '/NoteRegister/:phone',
  rejectionBusiness: '/RejectionBusiness',
  rejectNumber: '/RejectNumber',
  customerService: '/CustomerService',
  /** 开通成功, query `title` */
  openSuccess: '/openSuccess',

  // Call value-added services (001)
  /** 来电提醒 / 来电显示 / 订购呼转, query `type` 1|2|3 */
  openCaller: '/openCaller',
  openRemindSuccess: '/openRemindSuccess',
  quitRemindSuccess: '/quitRemindSuccess',
  /** 呼叫转移 call-divert identity check */
  callDivert: '/callDivert',
  calldivertOrder: '/calldivertOrder',

  // Binding and personal info (001)
  /** 号码信息 number info */
  personal: '/personal',
  /** 号码绑定 account binding */
  accountBind: '/AccountBind',
  /** 收不到验证码 */
  noCode: '/noCode',
  /** 解绑 unbind by SMS code */
  relieve: '/relieve',
  /** Unbind by ID card and name */
  relieveNot: '/relieveNot',
  /** Package details, query `id` */
  mealDetails: '/mealDetails',

  // Service password 服务密码 (001)
  setPassword: '/setPassword',
  newPassword: '/newPassword',
  setSuccess: '/setSuccess',
  /** 忘记原密码 forgotten old password */
  notPassword: '/notPassword',

  // Activities, comment zone, order query (001)
  /** 特惠活动 activity list (the transfer menu's activity mall) */
  activity: '/activity',
  /** Query `id` */
  activityDetails: '/activityDetails',
  /** 吐槽专区 comment-zone landing */
  proposal: '/proposal',
  message: '/message',
  /** Query `id` */
  proposalDetail: '/proposalDetail',
  /** 订单查询 order query */
  orderQuery: '/orderQuery',
  orderDetail: '/orderDetail',

  // Scan-link real-name 扫码实名 (001)
  /** Query `pone` carries the order id */
  realNameLink: '/realNameLink',
  realNameLinkForm: '/realNameLinkForm',
  realNameLinkSuccess: '/realNameLinkSuccess',
  /** Query `error` */
  realNameLinkError: '/realNameLinkError',
  personageRealName: '/PersonageRealName',
  personageRealNameForm: '/PersonageRealNameForm',

  // Payment result pages (001)
  paySuccess: '/paySuccess',
  payFail: '/payFail',
  /** 余额不足充值失败 recharge failed for insufficient balance */
  flowPayFali: '/flowPayFali',

  // Other services and stores (001)
  other: '/other',
  /** 商务合作 business cooperation */
  cooperate: '/cooperate',
  complain: '/complain',
  complainSuccess: '/complainSuccess',
  /** 门店查询 store finder */
  store: '/store',

  // Listed by 002 §2; no spec shows their content
  mp: '/mp',
  packageOpen: '/PackageOpen',
  packageOpenSuccess: '/packageOpenSuccess',
  success: '/success',
  fail: '/fail',

  // Pages 001 describes without a path: the names below are this app's decision.
  /** 销户失败 cancel-fail page (身份证图片不清晰) */
  cancelFail: '/cancelFail',
  /** 补卡失败 change-card fail page */
  changeCardFail: '/changeCardFail',
  /** 退订成功 SMS-service quit success, query `title` */
  quitSuccess: '/quitSuccess',
  /** 绑定成功 */
  bindSuccess: '/bindSuccess',
  /** 绑定失败 (人像验证失败，图像不清晰) */
  bindFail: '/bindFail',
  /** Service-password failure page */
  setFail: '/setFail',
  /** 人脸核验模拟 face-verification simulation (3 s countdown) */
  faceSimulation: '/faceSimulation',
  /** Older invoice form, query `money` and `time` */
  invoiceForm: '/invoice',

  /** 搜索服务 find any service of the hall by typing; no spec has it, so the address is this app's. */
  search: '/search',
} as const;

export type HallPath = (typeof paths)[keyof typeof paths];

export function noteRegisterPath(phone: string): string {
  return `/NoteRegister/${encodeURIComponent(phone)}`;
}

/**
 * 000 §2.1: paths that skip the login check (public pages, several of them reached by agents or by
 * scanned links). The login-free channel links are recognised by their shape (`isPublicPath`), so no
 * identifier is written here or built into the hall.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/OpenPay',
  '/WxQuery',
  '/OpenCard',
  '/VnoWxQuery',
  '/VnoOpenPay',
  '/VnoOpenCard',
  '/QRcodeVideo',
  '/UniversalPay',
  '/realNameLink',
  '/OpenCardMessage',
  '/realNameLinkForm',
  '/realNameLinkError',
  '/realNameLinkSuccess',
] as const;

const publicPaths: ReadonlySet<string> = new Set<string>(PUBLIC_PATHS);

/**
 * A path of the skip list, or any `/<Carrier>WithoutCodeLogin<identifier>` channel link: the identifiers
 * are the API's to check (the agent app's server mode), and listing them here would publish every one in
 * the hall's script. Matching is exact and case-sensitive (a trailing slash aside): a differently spelled
 * address is not public and goes through the login check, the safe side.
 */
export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.has(normalised) || channelLinkCarrier(normalised) !== null;
}
