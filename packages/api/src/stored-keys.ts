import { type LocalKey, SESSION_KEYS, type SessionKey, STORAGE_KEYS } from './storage.ts';
import {
  AGENT_DRAFTS,
  DRAFT_PREFIX,
  HALL_FLOW_DRAFTS,
  HALL_FORM_DRAFTS,
  type HallDraft,
  type HallFlow,
  MARK_PREFIX,
  PAYMENT_MARKS,
  RECENT_SERVICES,
  RELEASE_RELOAD_MARK,
  type WizardVariant,
} from './stored-names.ts';

export * from './stored-names.ts';

/*
 * Every name either app writes in localStorage or sessionStorage, declared once with the flow it serves:
 * the spec's own keys (storage.ts), the apps' form drafts and the agent's payment marks. The apps take their
 * draft keys from stored-names.ts, and the journeys' storage check (e2e/fixtures/stored-keys.ts) fails on any name
 * written that this file does not declare, so a draft holding an ID number cannot appear unnamed.
 */

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

const VARIANTS: readonly WizardVariant[] = ['main', 'scan'];

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
  preparedPhoto: '开卡 photo',
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
    draft(AGENT_DRAFTS.preparedPhoto(''), flows.preparedPhoto, true),
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

/** Both apps: the one reload of an open page into a new release. */
function releaseReload(app: App): StoredKeyDeclaration {
  return {
    app,
    area: 'session',
    name: RELEASE_RELOAD_MARK,
    family: false,
    flow: 'reload into a new release',
  };
}

/** The hall's 最近使用 list of the service search: the ids of screens opened, no personal data. */
const recentServices: StoredKeyDeclaration = {
  app: 'hall',
  area: 'local',
  name: RECENT_SERVICES,
  family: false,
  flow: '搜索服务 (a setting of the device)',
};

/** Every name the apps may write, with its flow. */
export const STORED_KEY_DECLARATIONS: readonly StoredKeyDeclaration[] = [
  ...specKeys('hall', HALL_SPEC_KEYS),
  ...hallDrafts(),
  releaseReload('hall'),
  recentServices,
  ...specKeys('agent', AGENT_SPEC_KEYS),
  ...agentDrafts(),
  ...paymentMarks(),
  releaseReload('agent'),
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
