import { apiKeyDeclarations, type StoredKeyDeclaration } from '@bluecat/api/testing/stored-keys';
import { DRAFT_PREFIX } from '@bluecat/ui/drafts';
import { KEPT_REPORTS } from '@bluecat/ui/field-reports/batcher';
import { RELEASE_RELOAD_MARK } from '@bluecat/ui/new-release';
import { RECENT_SERVICES } from '../features/service-search/recent-services-name.ts';
import { HALL_FORM_DRAFTS } from '../lib/form-drafts.ts';
import { HALL_FLOW_DRAFTS, type HallDraft, type HallFlow } from '../lib/hall-drafts.ts';

/*
 * Every name the hall writes in localStorage or sessionStorage, declared once with the flow it serves:
 * the API's keys (@bluecat/api storage.ts), the form drafts (lib/hall-drafts.ts, lib/form-drafts.ts), the
 * release reload and 最近使用. Read by the journeys' storage check (e2e/fixtures/stored-keys.ts), which
 * fails on a name written that nothing here declares, and by tests alone.
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

function drafts(): StoredKeyDeclaration[] {
  const personal = (Object.entries(HALL_FLOW_DRAFTS) as [HallFlow, readonly HallDraft[]][]).flatMap(
    ([flow, names]) =>
      names.map(
        (name): StoredKeyDeclaration => ({
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
      return { area: 'session', name: DRAFT_PREFIX + name, family, flow: HALL_FORM_DRAFT_FLOWS[key] };
    },
  );
  return [...personal, ...other];
}

/** Every name the hall may write, with its flow. */
export const STORED_KEY_DECLARATIONS: readonly StoredKeyDeclaration[] = [
  ...apiKeyDeclarations({
    token: 'sign-in (the subscriber session)',
    oauth: 'sign-in (WeChat authorisation)',
    oauthPending: 'sign-in (WeChat authorisation)',
    authType: 'face verification',
    biz_no: 'face verification',
    phone: '电子发票',
    rechargeOrder: '号码充值',
    careMode: '关怀版 (a setting of the device)',
  }),
  ...drafts(),
  { area: 'session', name: RELEASE_RELOAD_MARK, family: false, flow: 'reload into a new release' },
  // Field reports a page could not send as it went, scrubbed, for the next page to send once.
  { area: 'session', name: KEPT_REPORTS, family: false, flow: 'field reports (kept for the next page)' },
  // 最近使用: the ids of screens opened, no personal data.
  { area: 'local', name: RECENT_SERVICES, family: false, flow: '搜索服务 (a setting of the device)' },
];
