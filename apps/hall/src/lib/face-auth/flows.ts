import * as calls from '@bluecat/api/calls';
import type { CallDefinition } from '@bluecat/api/gateway';
import type { components } from '@bluecat/api/schema';
import { type FaceAuthAction, type FaceAuthForm, faceAuthRules } from '@bluecat/rules/face-auth/face-auth';
import { type HallPath, paths } from '../../config/paths.ts';
import { HALL_DRAFTS, type HallDraft } from '../hall-drafts.ts';
import { FACE_AUTH_MESSAGES } from './messages.ts';

/** The eight start calls of 人脸核验 face verification, one per kind of business (product.md › 人脸核验). */
export type FaceAuthStartCall =
  | 'FACE_AUTH_ACCOUNT_BIND'
  | 'QUERY_PHONE'
  | 'CLOSE_ACCONT'
  | 'CHANGE_CARD'
  | 'REAL_NAME'
  | 'TRANS_ACCT_S'
  | 'TRANS_ACCT_T'
  | 'servicePasswordEditTest';

/** What every start sends: some of the form fields, the return address and, for some, the identity type. */
export type FaceAuthStartBody = Omit<components['schemas']['FaceAuthStart'], 'token'>;

type IdentityType = components['schemas']['FaceAuthIdentityType'];

export interface FaceAuthFlow {
  /** The start call of this business. */
  call: CallDefinition<FaceAuthStartCall>;
  /** The row of faceAuthRules (product.md › 人脸核验) that says which fields this business requires. */
  action: FaceAuthAction;
  /** Where the provider sends the person back (product.md › 人脸核验). */
  returnPath: HallPath;
  /** The identity helper's `type` (product.md › 人脸核验), for the starts that carry one. */
  identityType?: IdentityType;
  /** What a face that did not match says: the query screens' words, or the handling flows' (product.md › 人脸核验). */
  rejected: string;
  /**
   * The drafts that hold a check of this business passed earlier (its biz_no): a new check drops them
   * before it starts, so nothing can go on under the earlier verification once the new one fails.
   */
  verified?: readonly HallDraft[];
}

const QUERY_REJECTED = FACE_AUTH_MESSAGES.rejected;
const HANDLING_REJECTED = FACE_AUTH_MESSAGES.rejectedHandling;

/**
 * Every business that verifies a face, with its start call and return route: the one table the screens
 * share. The key is what is stored as the auth type, so a page only picks up a verification of its own
 * business — QUERY_PHONE alone serves both the card lookup and call divert.
 */
export const FACE_AUTH_FLOWS = {
  /** 一证通查 card lookup: back to its form, which then opens the card list */
  cardQuery: {
    call: calls.QUERY_PHONE,
    action: 'cardQuery',
    returnPath: paths.queryCard,
    rejected: QUERY_REJECTED,
  },
  /** 呼叫转移 call divert */
  callDivert: {
    call: calls.QUERY_PHONE,
    action: 'callDivert',
    returnPath: paths.calldivertOrder,
    identityType: 'CALL_DIVERT',
    rejected: HANDLING_REJECTED,
    verified: [HALL_DRAFTS.callDivertPass],
  },
  /** 号码绑定 account bind, the variant for a number that cannot receive the SMS code */
  accountBind: {
    call: calls.FACE_AUTH_ACCOUNT_BIND,
    action: 'accountBind',
    returnPath: paths.noCode,
    identityType: 'ACCOUNT_BIND',
    rejected: HANDLING_REJECTED,
  },
  /** 销户 account cancellation */
  closeAccount: {
    call: calls.CLOSE_ACCONT,
    action: 'closeAccount',
    returnPath: paths.cancelForm,
    identityType: 'UNSET_ACCONT',
    rejected: HANDLING_REJECTED,
    verified: [HALL_DRAFTS.cancelForm],
  },
  /** 补卡 SIM replacement */
  changeCard: {
    call: calls.CHANGE_CARD,
    action: 'changeCard',
    returnPath: paths.changeCardForm,
    identityType: 'CHANGE_CARD',
    rejected: HANDLING_REJECTED,
    verified: [HALL_DRAFTS.changeCardForm],
  },
  /** 过户 transfer, current owner (原机主) */
  transferOwner: {
    call: calls.TRANS_ACCT_S,
    action: 'transfer',
    returnPath: paths.transAcctSForm,
    rejected: QUERY_REJECTED,
  },
  /** 过户 transfer, new owner (新机主) */
  transferNewOwner: {
    call: calls.TRANS_ACCT_T,
    action: 'transfer',
    returnPath: paths.transAcctTForm,
    rejected: QUERY_REJECTED,
  },
  /** 忘记原密码 a new service password without the old one (product.md › 人脸核验) */
  setPassword: {
    call: calls.servicePasswordEditTest,
    action: 'setPassword',
    returnPath: paths.newPassword,
    rejected: HANDLING_REJECTED,
  },
  /** 实名激活 real-name activation (product.md › 人脸核验): back to its form, which then opens /realResult */
  realName: {
    call: calls.REAL_NAME,
    action: 'realName',
    returnPath: paths.realName,
    rejected: QUERY_REJECTED,
  },
} as const satisfies Record<string, FaceAuthFlow>;

export type FaceAuthType = keyof typeof FACE_AUTH_FLOWS;

export function isFaceAuthType(value: string | null): value is FaceAuthType {
  return value !== null && Object.hasOwn(FACE_AUTH_FLOWS, value);
}

export const EMPTY_FACE_AUTH_FORM: FaceAuthForm = {
  idCardNumber: '',
  name: '',
  idCard: '',
  mobilePhone: '',
  servicePassword: '',
};

/** A screen's form with the fields it does not have filled in as empty. */
export function completeForm(form: Partial<FaceAuthForm>): FaceAuthForm {
  return { ...EMPTY_FACE_AUTH_FORM, ...form };
}

/** The fields a business sends are the ones product.md › 人脸核验 requires of it, so the rule table decides both. */
export function fieldsOf(action: FaceAuthAction): (keyof FaceAuthForm)[] {
  return [...new Set(faceAuthRules[action].map((rule) => rule.field))];
}

export function startBodyOf(flow: FaceAuthFlow, form: FaceAuthForm, returnUrl: string): FaceAuthStartBody {
  const body: FaceAuthStartBody = { returnUrl };
  for (const field of fieldsOf(flow.action)) body[field] = form[field];
  if (flow.identityType) body.type = flow.identityType;
  return body;
}
