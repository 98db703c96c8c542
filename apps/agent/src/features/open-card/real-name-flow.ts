import * as calls from '@bluecat/api/calls';
import {
  type CallBody,
  type CallData,
  type CallResult,
  type Gateway,
  GatewayError,
} from '@bluecat/api/gateway';
import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import { visitorCity } from '@bluecat/visitor-city';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import type { WizardVariant } from './step-props.ts';

/**
 * 实名认证 step 4 (product.md › 开卡向导): the customer's ID and face are checked at an outside
 * provider, which the page leaves for and comes back from; then the opening is submitted.
 *
 * Leaving: getUrl (main) or getBossUrl (scan) answers the provider's token, biz_no and address; the page
 * stores Judge = RealNameStart, GetToken and BizNo and goes there. Coming back with that flag set:
 * getSimpleOrCardNum (with the provider's token) → the ID and face verdicts → the identity pre-check
 * (doCheckIdentityCodeByWorkNo) → the signature info (querySign) → dosubmit.
 */

/** The Judge value while the customer is at the provider. */
export const REAL_NAME_STARTED = 'RealNameStart';

export const REAL_NAME_MESSAGES = {
  idFailed: '身份校验失败，请重新继续进行实名',
  faceFailed: '人脸校验失败，请重新继续进行实名',
  /** The provider's address is not an http(s) one; the spec is silent, so the page says so and stays. */
  badProviderUrl: '实名认证地址异常，请稍后重试',
  /** dosubmit answered code 1 without a msg; the spec shows the server's message on success. */
  opened: '开卡成功',
} as const;

/** dosubmit's systemId: 7 for the main wizard, 3 for the scan variant (product.md › 开卡向导). */
export const SUBMIT_SYSTEM_ID = { main: 7, scan: 3 } as const;

/** Code with which any call of step 4 says the opening must start again from step 0. */
export const RESTART_CODE = -2;

/** Identity resident ID card (identityKind). */
const RESIDENT_ID_CARD = 1;

type Api = Pick<Gateway, 'call'>;
type RealNameResult = CallData<'getSimpleOrCardNum'>;

export function isBackFromProvider(judge: string | null = readStored('Judge')): boolean {
  return judge === REAL_NAME_STARTED;
}

/** Forgets the verification under way: its flag and the provider's token and business number. */
export function clearRealNameKeys(): void {
  removeStored('Judge');
  removeStored('GetToken');
  removeStored('BizNo');
  removeStored('biz_no');
}

export type StartOutcome = { kind: 'leave'; url: string } | { kind: 'stopped' };

/**
 * Asks for the provider's address. `pageUrl` is where the provider sends the customer back (this
 * wizard page); a relative provider address (the demo stand-in) is resolved against it. Nothing is
 * stored unless the page is really going to leave.
 */
export async function startRealName(
  record: OpeningRecord,
  variant: WizardVariant,
  deps: { api: Api; toast: (message: string) => void; pageUrl: string },
): Promise<StartOutcome> {
  const body = { returnUrl: deps.pageUrl, serviceId: record.serviceid, recordNumber: record.recordNumber };
  let result: CallResult<'getUrl'> | CallResult<'getBossUrl'>;
  try {
    result =
      variant === 'scan'
        ? await deps.api.call(calls.getBossUrl, body)
        : await deps.api.call(calls.getUrl, body);
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'stopped' };
    throw error;
  }
  if (!result.ok) return { kind: 'stopped' };
  const start = result.data;
  const url = resolveProviderUrl(start.url, deps.pageUrl);
  if (!url) {
    deps.toast(REAL_NAME_MESSAGES.badProviderUrl);
    return { kind: 'stopped' };
  }
  writeStored('GetToken', start.token);
  writeStored('BizNo', start.biz_no);
  writeStored('biz_no', start.biz_no);
  writeStored('Judge', REAL_NAME_STARTED);
  return { kind: 'leave', url };
}

/** The absolute http(s) address to go to, or null for anything else (javascript:, an app scheme). */
export function resolveProviderUrl(url: string, pageUrl: string): string | null {
  let resolved: string;
  try {
    resolved = new URL(url.trim(), pageUrl).href;
  } catch {
    return null;
  }
  return isHttpUrl(resolved) ? resolved : null;
}

/** The customer as the provider read the ID card and saw the face. */
export interface VerifiedCustomer {
  customerName: string;
  identityCode: string;
  custAddress: string;
  cardIndex: string;
  cardOutdex: string;
  custPhoto: string;
}

export type Verdict = { passed: true; customer: VerifiedCustomer } | { passed: false; message: string };

/** A verdict's `success`: true, or its spelling as text or a number; anything else has not passed. */
const passed = (success: unknown) =>
  success === true || success === 'true' || success === 1 || success === '1';

/**
 * The ID check is judged first: without a read ID, the face has nothing to be compared with. A
 * passed ID check without a name or number is as good as a failed one, and so is a result without its
 * ID part; a result without its face part is a failed face check (the provider has not finished, or
 * lost it). Never throws: whatever the answer holds, the agent gets a message and can go on.
 */
export function realNameVerdict(result: RealNameResult | null | undefined): Verdict {
  const cardNum = typeof result?.cardNum === 'object' && result.cardNum !== null ? result.cardNum : null;
  const simple = typeof result?.simple === 'object' && result.simple !== null ? result.simple : null;
  const name = typeof cardNum?.confirmName === 'string' ? cardNum.confirmName : '';
  const idNumber = typeof cardNum?.confirmIdcardNumber === 'string' ? cardNum.confirmIdcardNumber : '';
  if (!cardNum || !passed(cardNum.success) || name === '' || idNumber === '') {
    return { passed: false, message: REAL_NAME_MESSAGES.idFailed };
  }
  if (!simple || !passed(simple.success)) return { passed: false, message: REAL_NAME_MESSAGES.faceFailed };
  return {
    passed: true,
    customer: {
      customerName: name,
      identityCode: idNumber,
      custAddress: cardNum.address ?? '',
      cardIndex: cardNum.front ?? '',
      cardOutdex: cardNum.back ?? '',
      custPhoto: simple.image ?? '',
    },
  };
}

/**
 * The final submission of product.md › 开卡向导: the record as cached, the customer, the signature info and
 * the prepayment. rechargeAmount is the package fee once it has been paid (rechargeFlag finish) and 0
 * for a free package (nopay).
 */
export function submitBody(
  record: OpeningRecord,
  customer: VerifiedCustomer,
  sign: CallData<'querySign'>,
  variant: WizardVariant,
): CallBody<'dosubmit'> {
  return {
    ...record,
    ...customer,
    serviceId: record.serviceid,
    identityKind: RESIDENT_ID_CARD,
    sign: sign.sign,
    timestamp: sign.timestamp,
    rechargeFlag: record.rechargeFlag,
    rechargeAmount: record.rechargeFlag === 'finish' ? record.sumFee : 0,
    outTradeNo: record.outTradeNo ?? '',
    systemId: SUBMIT_SYSTEM_ID[variant],
  };
}

export type ReturnOutcome =
  /** The card is open: show `message`, clear the keys, back to step 0. */
  | { kind: 'opened'; message: string }
  /** Code -2: the gateway has shown the message; the opening starts again at step 0. */
  | { kind: 'restart' }
  /**
   * The verification failed: Judge is reset so the agent can start again. `shown` tells whether the
   * gateway has already toasted `message` (a provider's or server's msg); otherwise the page does.
   */
  | { kind: 'rejected'; message: string; shown: boolean }
  /**
   * The verification stands but a later call did not go through (a weak network, a refused submit):
   * Judge stays, so the same verification can be submitted again, also after a reload. `customer` is
   * known from stage 'submit' on.
   */
  | { kind: 'retry'; stage: 'result' }
  | { kind: 'retry'; stage: 'submit'; customer: VerifiedCustomer };

export interface ReturnDeps {
  api: Api;
  /** The signed-in agent's work number (getSimpleOrCardNum workNo, the pre-check's aceptPerson). */
  workNo: string;
}

/**
 * What the page does on coming back from the provider. A transport failure (the gateway has shown its
 * message) never spends the verification: it ends in `retry`. Judge is reset here for `rejected`; the
 * page clears everything for `opened` and `restart`.
 */
export async function finishRealName(
  record: OpeningRecord,
  variant: WizardVariant,
  deps: ReturnDeps,
  known?: VerifiedCustomer,
): Promise<ReturnOutcome> {
  let customer = known;
  if (!customer) {
    const checked = await checkResult(record, deps);
    if (checked.kind !== 'verified') return checked;
    customer = checked.customer;
  }
  return submit(record, variant, customer, deps);
}

async function checkResult(
  record: OpeningRecord,
  deps: ReturnDeps,
): Promise<ReturnOutcome | { kind: 'verified'; customer: VerifiedCustomer }> {
  let result: CallResult<'getSimpleOrCardNum'>;
  try {
    result = await deps.api.call(calls.getSimpleOrCardNum, {
      // The provider's token, not the session's: the gateway keeps a token the body names.
      token: readStored('GetToken') ?? '',
      bizId: readStored('BizNo') ?? '',
      uimId: record.uimId,
      serviceId: record.serviceid,
      workNo: deps.workNo,
      recordNumber: record.recordNumber,
      // product.md › 开卡向导: the visitor's city by IP; '' when the lookup fails (the record keeps only the code).
      cityName: (await visitorCity()).cityName,
    });
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'retry', stage: 'result' };
    throw error;
  }
  if (!result.ok) {
    if (result.code === RESTART_CODE) return { kind: 'restart' };
    // The provider's message has been shown by the gateway.
    removeStored('Judge');
    return { kind: 'rejected', message: result.msg, shown: true };
  }
  const verdict = realNameVerdict(result.data);
  if (!verdict.passed) {
    removeStored('Judge');
    return { kind: 'rejected', message: verdict.message, shown: false };
  }
  return { kind: 'verified', customer: verdict.customer };
}

async function submit(
  record: OpeningRecord,
  variant: WizardVariant,
  customer: VerifiedCustomer,
  deps: ReturnDeps,
): Promise<ReturnOutcome> {
  const retry: ReturnOutcome = { kind: 'retry', stage: 'submit', customer };
  try {
    const precheck = await deps.api.call(calls.doCheckIdentityCodeByWorkNo, {
      aceptPerson: deps.workNo,
      identityCode: customer.identityCode,
    });
    if (!precheck.ok) {
      if (precheck.code === RESTART_CODE) return { kind: 'restart' };
      // This ID may not open another card here (message shown): the verification is of no further use.
      removeStored('Judge');
      return { kind: 'rejected', message: precheck.msg, shown: true };
    }

    const sign = await deps.api.call(calls.querySign, { serviceId: record.serviceid });
    if (!sign.ok) return sign.code === RESTART_CODE ? { kind: 'restart' } : retry;

    const submitted = await deps.api.call(calls.dosubmit, submitBody(record, customer, sign.data, variant));
    if (submitted.ok) return { kind: 'opened', message: submitted.msg || REAL_NAME_MESSAGES.opened };
    return submitted.code === RESTART_CODE ? { kind: 'restart' } : retry;
  } catch (error) {
    if (error instanceof GatewayError) return retry;
    throw error;
  }
}
