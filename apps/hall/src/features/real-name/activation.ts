import type { HallFormDraft } from '../../lib/form-drafts.ts';

/** The number of the 实名激活 real-name activation form, kept as a draft across the provider round trip. */
export interface RealNameDraft {
  mobilePhone: string;
}

export const REAL_NAME_DRAFT: HallFormDraft = 'real-name';

export const EMPTY_REAL_NAME: RealNameDraft = { mobilePhone: '' };

/** /realResult is opened with the passed verification and its number, carried in the history entry. */
export interface RealResultState {
  bizNo: string;
  mobilePhone: string;
}

export function readRealResultState(state: unknown): RealResultState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { bizNo, mobilePhone } = state as Record<string, unknown>;
  if (typeof bizNo !== 'string' || bizNo === '') return null;
  if (typeof mobilePhone !== 'string' || mobilePhone === '') return null;
  return { bizNo, mobilePhone };
}

/**
 * product.md › 实名激活 "code 1 leads to an alert to record the commitment video now": shown when the verification has
 * passed, over the QR code of the mini program that records it (the wording is this app's).
 */
export const RECORD_VIDEO_NOW = '身份核验已通过，请立即录制承诺视频，完成实名激活';

/** Decided: checkVideo answered that no video has arrived yet. */
export const VIDEO_NOT_RECEIVED = '暂未收到您的承诺视频，请录制完成后再试';
