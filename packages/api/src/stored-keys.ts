import { type LocalKey, SESSION_KEYS, type SessionKey, STORAGE_KEYS } from './storage.ts';

/*
 * Every name either app writes in localStorage or sessionStorage, declared once with the flow it serves:
 * the spec's own keys (storage.ts), the apps' form drafts and the agent's payment marks. The apps take their
 * draft keys from here, and the journeys' storage check (e2e/fixtures/stored-keys.ts) fails on any name
 * written that this file does not declare, so a draft holding an ID number cannot appear unnamed.
 */

/** Every draft name starts with this (sessionStorage), so clearing drafts never touches the spec's keys. */
export const DRAFT_PREFIX = 'bluecat:draft:';

/** The agent's payment marks (localStorage) start with this. */
export const MARK_PREFIX = 'bluecat:mark:';

/**
 * The hall's drafts that hold personal data (ID numbers, names, numbers, bank cards, photos, SMS codes, a
 * passed check's biz_no), by the flow that needs them. Each lives only while its flow does: the flow's end
 * (success, confirmed exit) forgets the flow's keys, and a change of subscriber (bind, unbind, 清除登录信息,
 * -101) forgets them all. The README's "What the hall stores" lists them with what each holds.
 */
export const HALL_DRAFTS = {
  /** 销户 start: mobile, ID number and name, until the application is sent or left. */
  cancelStart: 'cancel-start',
  /** 销户申请: the passed check's biz_no, reason, numbers, refund bank and card number. */
  cancelForm: 'cancel-form',
  /** 补卡 start: ID number and name. */
  changeCardStart: 'change-card-start',
  /** 补卡申请: the passed check's biz_no, reason, number, receiver, phone and address. */
  changeCardForm: 'change-card-form',
  /** 一证通查: ID last six and name, until the cards are shown. */
  cardLookup: 'card-lookup',
  /** 呼叫转移 start: ID last six and name, until the check passed. */
  callDivertStart: 'call-divert',
  /** 呼叫转移: the passed check's biz_no and when it passed (valid 30 minutes). */
  callDivertPass: 'call-divert-pass',
  /** 号码绑定 by face (收不到验证码): mobile, ID last six and name, until bound or left. */
  noCodeBind: 'account-bind-no-code',
  /** 身份信息解绑 unbind by ID number and name, until unbound or left. */
  unbindById: 'relieve-not',
  /** 过户 current owner: ID number, name, passed check, number, reason, the new owner's name and ID number. */
  transferOwner: 'transfer-owner',
  /** 过户 new owner: ID number, name, passed check, number, contact, the uploaded ID photos' addresses. */
  transferNewOwner: 'transfer-new-owner',
  /** 实名登记 (logged in): name and ID number for checkName, until registered, refused or left. */
  personageStart: 'personage-real-name-start',
  /** 实名登记 (logged in): the provider session's biz_no and the contact number. */
  personageForm: 'personage-real-name',
  /** 扫码实名: the link's order, the provider session's biz_no and the contact number. */
  realNameLink: 'real-name-link',
  /** 忘记原密码: name, ID number and number, until the new password is set or the form left. */
  forgotPassword: 'forgot-password',
  /** 开卡记录查询: name and ID number of the query. */
  openingRecords: 'opening-records-query',
  /** 开具发票 (older): mobile, SMS code, title, name, phone and email. */
  legacyInvoice: 'legacy-invoice',
  /** 开具发票 (older): the four document photos, base64. */
  legacyInvoicePhotos: 'legacy-invoice-photos',
  /** 订单查询: mobile and SMS code, the code only until the query is answered. */
  orderQuery: 'order-query-form',
  /** 订单查询: the number's orders, for the way back from a detail. */
  orderQueryResult: 'order-query-result',
} as const;

export type HallDraft = (typeof HALL_DRAFTS)[keyof typeof HALL_DRAFTS];

/** The hall's flows that keep personal data, each with its name on screen and the drafts it keeps. */
export const HALL_FLOW_DRAFTS = {
  cancel: [HALL_DRAFTS.cancelStart, HALL_DRAFTS.cancelForm],
  changeCard: [HALL_DRAFTS.changeCardStart, HALL_DRAFTS.changeCardForm],
  cardLookup: [HALL_DRAFTS.cardLookup],
  callDivert: [HALL_DRAFTS.callDivertStart, HALL_DRAFTS.callDivertPass],
  noCodeBind: [HALL_DRAFTS.noCodeBind],
  unbindById: [HALL_DRAFTS.unbindById],
  transfer: [HALL_DRAFTS.transferOwner, HALL_DRAFTS.transferNewOwner],
  personageRealName: [HALL_DRAFTS.personageStart, HALL_DRAFTS.personageForm],
  realNameLink: [HALL_DRAFTS.realNameLink],
  forgotPassword: [HALL_DRAFTS.forgotPassword],
  openingRecords: [HALL_DRAFTS.openingRecords],
  legacyInvoice: [HALL_DRAFTS.legacyInvoice, HALL_DRAFTS.legacyInvoicePhotos],
  orderQuery: [HALL_DRAFTS.orderQuery, HALL_DRAFTS.orderQueryResult],
} as const satisfies Record<string, readonly HallDraft[]>;

export type HallFlow = keyof typeof HALL_FLOW_DRAFTS;

/** Each personal flow's name as the hall shows it. */
const HALL_FLOW_NAMES: Record<HallFlow, string> = {
  cancel: '销户',
  changeCard: '补卡',
  cardLookup: '一证通查',
  callDivert: '呼叫转移',
  noCodeBind: '号码绑定 by face',
  unbindById: '身份信息解绑',
  transfer: '过户',
  personageRealName: '实名登记',
  realNameLink: '扫码实名',
  forgotPassword: '忘记原密码',
  openingRecords: '开卡记录查询',
  legacyInvoice: '开具发票 (older)',
  orderQuery: '订单查询',
};

/**
 * The hall's other drafts: what a form keeps across a reload that is no one's identity (a complaint's
 * text, a chosen package, a region), or the number and SMS code of a sign-in form. They go with the tab,
 * their flow's end where it has one, and a change of subscriber.
 */
export const HALL_FORM_DRAFTS = {
  recharge: 'recharge',
  planChoice: 'plan-choice',
  planVerification: 'plan-verification',
  accountBind: 'account-bind',
  unbindByCode: 'relieve',
  realNameActivation: 'real-name',
  setPassword: 'set-password',
  passwordStep: 'service-password-step',
  complaint: 'complaint',
  comment: 'comment',
  storeRegion: 'store-region',
  smsFeedback: 'sms-feedback',
  smsAgreement: 'sms-agreement',
  /** One per number: the lists being edited of that number's registration. */
  smsRegistration: (phone: string) => `sms-registration:${phone}`,
  invoiceVerify: 'invoice-verify',
  invoiceTab: 'invoice-tab',
  invoiceSelection: 'invoice-selection',
  invoiceOrder: 'invoice-order',
  invoiceUser: 'invoice-user',
  invoiceSubmit: 'invoice-submit',
  invoiceCompany: 'invoice-company',
  invoiceSends: 'invoice-sends',
  legacyInvoiceUnconfirmed: 'legacy-invoice-unconfirmed',
} as const;

const HALL_FORM_DRAFT_FLOWS: Record<keyof typeof HALL_FORM_DRAFTS, string> = {
  recharge: '号码充值',
  planChoice: '变更套餐',
  planVerification: '变更套餐',
  accountBind: '号码绑定',
  unbindByCode: '号码解绑',
  realNameActivation: '实名激活',
  setPassword: '修改服务密码',
  passwordStep: '忘记原密码',
  complaint: '投诉',
  comment: '留言区',
  storeRegion: '门店查询',
  smsFeedback: '短信防打扰',
  smsAgreement: '短信防打扰',
  smsRegistration: '短信防打扰',
  invoiceVerify: '电子发票',
  invoiceTab: '电子发票',
  invoiceSelection: '电子发票',
  invoiceOrder: '电子发票',
  invoiceUser: '电子发票',
  invoiceSubmit: '电子发票',
  invoiceCompany: '电子发票',
  invoiceSends: '电子发票',
  legacyInvoiceUnconfirmed: '开具发票 (older)',
};

/** 主流程 the main wizard or 扫码 the scan variant (the wizard's WizardVariant). */
export type WizardVariant = 'main' | 'scan';
const VARIANTS: readonly WizardVariant[] = ['main', 'scan'];

/**
 * Every sessionStorage draft of the agent app, so that a sign-out and an expired session (-101) clear them
 * all. The marks of a charge that may have happened are not drafts and survive both (PAYMENT_MARKS).
 */
export const AGENT_DRAFTS = {
  /** Step 0 as typed: the customer's number, card and spare contact. */
  cardEntry: (variant: WizardVariant) => `open-card:${variant}:entry`,
  /** The wizard's step and 套餐 package offer, so a reload on the package step stays there. */
  progress: (variant: WizardVariant) => `open-card:${variant}:progress`,
  /** The scanned link's order or channel, remembered for a reload without the query. */
  scanLink: () => 'open-card:scan:link',
  /** The agreement step of one card: read to the end, agreed, the customer's signature strokes. */
  agreement: (uimId: string) => `open-card:agreement:${uimId}`,
  /** The joint-photo step of one card: the uploaded photo's address. */
  photo: (uimId: string) => `open-card:photo:${uimId}`,
  /** 通用充值 the cashier form of the top-up order made in this tab, to continue that very payment. */
  topUpCashier: () => 'universal-pay:cashier',
} as const;

/**
 * 支付标记 what the agent's phone knows of a charge that may have happened (localStorage, under MARK_PREFIX):
 * kept across a logout, removed by the answer that settles it or by age. They hold no customer data.
 */
export const PAYMENT_MARKS = {
  /** A prepayment of one card seen to succeed whose record save has not gone through yet. */
  paidOrder: (uimId: string) => `paid-order:${uimId}`,
  /** A fund-pool charge of one card whose answer never came: no second charge until it is known. */
  fundPoolPending: (uimId: string) => `fund-pool:${uimId}`,
} as const;

export type StorageArea = 'local' | 'session';
export type App = 'hall' | 'agent';

/** One declared name: exact, or a family (every name that starts with `name`). */
export interface StoredKeyDeclaration {
  app: App;
  area: StorageArea;
  name: string;
  family: boolean;
  flow: string;
}

/** The spec's keys each app writes, with the flow each serves. */
const HALL_SPEC_KEYS: Partial<Record<LocalKey | SessionKey, string>> = {
  token: 'sign-in (the subscriber session)',
  oauth: 'sign-in (WeChat authorisation)',
  oauthPending: 'sign-in (WeChat authorisation)',
  authType: 'face verification',
  biz_no: 'face verification',
  phone: '电子发票',
  rechargeOrder: '号码充值',
  careMode: '关怀版 (a setting of the device)',
};

const AGENT_SPEC_KEYS: Partial<Record<LocalKey | SessionKey, string>> = {
  tokens: 'sign-in (the agent session)',
  workNo: 'sign-in (the agent session)',
  Userdata: 'sign-in (the agent session)',
  systemId: 'sign-in (the agent session)',
  uimId: '开卡 card opening',
  recordNumber: '开卡 card opening',
  payquery: '开卡 payment',
  WxPayFlag: '开卡 payment',
  Judge: '开卡 real-name',
  GetToken: '开卡 real-name',
  BizNo: '开卡 real-name',
  biz_no: '开卡 real-name',
  BOSSouttradeno: '通用充值',
  BOSStopUp: '通用充值',
};

const AGENT_DRAFT_FLOWS: Record<keyof typeof AGENT_DRAFTS, string> = {
  cardEntry: '开卡 card opening',
  progress: '开卡 card opening',
  scanLink: '开卡 scan variant',
  agreement: '开卡 agreement',
  photo: '开卡 photo',
  topUpCashier: '通用充值',
};

function specKeys(app: App, flows: Partial<Record<LocalKey | SessionKey, string>>): StoredKeyDeclaration[] {
  return Object.entries(flows).map(([key, flow]) => {
    const session = key in SESSION_KEYS;
    const name = session ? SESSION_KEYS[key as SessionKey] : STORAGE_KEYS[key as LocalKey];
    return { app, area: session ? 'session' : 'local', name, family: false, flow: flow ?? '' };
  });
}

function agentDrafts(): StoredKeyDeclaration[] {
  const draft = (name: string, flow: string, family = false): StoredKeyDeclaration => ({
    app: 'agent',
    area: 'session',
    name: DRAFT_PREFIX + name,
    family,
    flow,
  });
  const flows = AGENT_DRAFT_FLOWS;
  return [
    ...VARIANTS.map((variant) => draft(AGENT_DRAFTS.cardEntry(variant), flows.cardEntry)),
    ...VARIANTS.map((variant) => draft(AGENT_DRAFTS.progress(variant), flows.progress)),
    draft(AGENT_DRAFTS.scanLink(), flows.scanLink),
    draft(AGENT_DRAFTS.agreement(''), flows.agreement, true),
    draft(AGENT_DRAFTS.photo(''), flows.photo, true),
    draft(AGENT_DRAFTS.topUpCashier(), flows.topUpCashier),
    // Marks an earlier version kept as tab drafts: still read (and removed) so an update forgets no charge.
    draft(PAYMENT_MARKS.paidOrder(''), '开卡 payment mark (earlier version)', true),
    draft(PAYMENT_MARKS.fundPoolPending(''), '开卡 payment mark (earlier version)', true),
  ];
}

function paymentMarks(): StoredKeyDeclaration[] {
  return [
    {
      app: 'agent',
      area: 'local',
      name: MARK_PREFIX + PAYMENT_MARKS.paidOrder(''),
      family: true,
      flow: '开卡 payment mark',
    },
    {
      app: 'agent',
      area: 'local',
      name: MARK_PREFIX + PAYMENT_MARKS.fundPoolPending(''),
      family: true,
      flow: '资金池 payment mark',
    },
  ];
}

function hallDrafts(): StoredKeyDeclaration[] {
  const personal = (Object.entries(HALL_FLOW_DRAFTS) as [HallFlow, readonly HallDraft[]][]).flatMap(
    ([flow, drafts]) =>
      drafts.map(
        (name): StoredKeyDeclaration => ({
          app: 'hall',
          area: 'session',
          name: DRAFT_PREFIX + name,
          family: false,
          flow: `${HALL_FLOW_NAMES[flow]} (personal data)`,
        }),
      ),
  );
  const other = (Object.keys(HALL_FORM_DRAFTS) as (keyof typeof HALL_FORM_DRAFTS)[]).map(
    (key): StoredKeyDeclaration => {
      const declared = HALL_FORM_DRAFTS[key];
      // A family's name is what its function makes of an empty record: every name starting with it.
      const family = typeof declared === 'function';
      const name = family ? declared('') : declared;
      return {
        app: 'hall',
        area: 'session',
        name: DRAFT_PREFIX + name,
        family,
        flow: HALL_FORM_DRAFT_FLOWS[key],
      };
    },
  );
  return [...personal, ...other];
}

/** Every name the apps may write, with its flow. */
export const STORED_KEY_DECLARATIONS: readonly StoredKeyDeclaration[] = [
  ...specKeys('hall', HALL_SPEC_KEYS),
  ...hallDrafts(),
  ...specKeys('agent', AGENT_SPEC_KEYS),
  ...agentDrafts(),
  ...paymentMarks(),
];

/** The declaration that names `name` in `app`'s `area`, or null when nothing declares it. */
export function declarationOf(app: App, area: StorageArea, name: string): StoredKeyDeclaration | null {
  return (
    STORED_KEY_DECLARATIONS.find(
      (entry) =>
        entry.app === app &&
        entry.area === area &&
        (entry.family ? name.startsWith(entry.name) && name.length > entry.name.length : name === entry.name),
    ) ?? null
  );
}
