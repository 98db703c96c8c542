import { apiKeyDeclarations, type StoredKeyDeclaration } from '@bluecat/api/testing/stored-keys';
import { DRAFT_PREFIX } from '@bluecat/ui/drafts';
import { KEPT_REPORTS } from '@bluecat/ui/field-reports/batcher';
import { RELEASE_RELOAD_MARK } from '@bluecat/ui/new-release';
import { AGENT_DRAFTS, type WizardVariant } from '../lib/agent-drafts.ts';
import { MARK_PREFIX, PAYMENT_MARKS } from '../lib/payment-marks.ts';

/*
 * Every name the agent app writes in localStorage or sessionStorage, declared once with the flow it
 * serves: the API's keys (@bluecat/api storage.ts), the drafts (lib/agent-drafts.ts), the payment marks
 * (lib/payment-marks.ts) and the release reload. Read by the journeys' storage check
 * (e2e/fixtures/stored-keys.ts), which fails on a name written that nothing here declares, and by tests
 * alone.
 */

const VARIANTS: readonly WizardVariant[] = ['main', 'scan'];

const AGENT_DRAFT_FLOWS: Record<keyof typeof AGENT_DRAFTS, string> = {
  cardEntry: '开卡 card opening',
  progress: '开卡 card opening',
  scanLink: '开卡 scan variant',
  agreement: '开卡 agreement',
  photo: '开卡 photo',
  preparedPhoto: '开卡 photo',
  topUpCashier: '通用充值',
};

function drafts(): StoredKeyDeclaration[] {
  const draft = (name: string, flow: string, family = false): StoredKeyDeclaration => ({
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

/** Every name the agent app may write, with its flow. */
export const STORED_KEY_DECLARATIONS: readonly StoredKeyDeclaration[] = [
  ...apiKeyDeclarations({
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
  }),
  ...drafts(),
  { area: 'local', name: MARK_PREFIX + PAYMENT_MARKS.paidOrder(''), family: true, flow: '开卡 payment mark' },
  {
    area: 'local',
    name: MARK_PREFIX + PAYMENT_MARKS.fundPoolPending(''),
    family: true,
    flow: '资金池 payment mark',
  },
  { area: 'session', name: RELEASE_RELOAD_MARK, family: false, flow: 'reload into a new release' },
  // Field reports a page could not send as it went, scrubbed, for the next page to send once.
  { area: 'session', name: KEPT_REPORTS, family: false, flow: 'field reports (kept for the next page)' },
];
