import { readStored } from '@bluecat/api/storage';
import type { IdentityEntry } from '../../lib/face-auth/identity-start-page.tsx';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';

/** The 呼叫转移 call-divert form (ID last six and name, product.md › 来电增值业务), kept as a draft across the provider. */
export interface CallDivertForm {
  /** 身份证号后六位 */
  idCardNumber: string;
  name: string;
}

export const CALL_DIVERT_DRAFT = HALL_DRAFTS.callDivertStart;
export const CALL_DIVERT_ENTRIES: readonly IdentityEntry[] = [
  { input: 'idSuffix', field: 'idCardNumber' },
  { input: 'name', field: 'name' },
];
export const EMPTY_CALL_DIVERT: CallDivertForm = { idCardNumber: '', name: '' };

/** A passed verification for this tab, so a reload of /calldivertOrder does not ask for the face again. */
export interface CallDivertPass {
  bizNo: string;
  /** When it passed (ms since the epoch). */
  at: number;
}

export const CALL_DIVERT_PASS = HALL_DRAFTS.callDivertPass;
export const NO_PASS: CallDivertPass = { bizNo: '', at: 0 };

/**
 * Decided: a pass opens the order page for 30 minutes; after that (or in another tab) the person verifies
 * again, as the spec asks for an identity check before this service.
 */
export const PASS_VALID_MS = 30 * 60 * 1000;

export function isPassValid(pass: CallDivertPass, now: number = Date.now()): boolean {
  return pass.bizNo !== '' && now - pass.at >= 0 && now - pass.at < PASS_VALID_MS;
}

/** A call-divert verification is back from the provider and waits for its result. */
export function isCallDivertCheckWaiting(): boolean {
  return readStored('authType') === 'callDivert' && Boolean(readStored('biz_no'));
}
