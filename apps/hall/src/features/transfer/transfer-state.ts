import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
/** 过户 account transfer (product.md › 过户): the two steps' drafts, kept through the face-verification round trip. */

/** 原机主 current owner: identity, the passed verification, then the application. */
export interface OwnerDraft {
  idCard: string;
  name: string;
  /** biz_no of the passed TRANS_ACCT_S verification; '' until then */
  bizNo: string;
  mobilePhone: string;
  reason: string;
  sparePhone: string;
  newOwnerName: string;
  newOwnerIdCard: string;
}

export const OWNER_DRAFT = HALL_DRAFTS.transferOwner;

export const EMPTY_OWNER: OwnerDraft = {
  idCard: '',
  name: '',
  bizNo: '',
  mobilePhone: '',
  reason: '',
  sparePhone: '',
  newOwnerName: '',
  newOwnerIdCard: '',
};

/** transFlie fileType: 1 ID front, 2 ID back, 3 signed agreement. */
export const TRANSFER_FILES = [
  { key: 'idCardFront', fileType: 1, label: '身份证人像面' },
  { key: 'idCardBack', fileType: 2, label: '身份证国徽面' },
  { key: 'agreement', fileType: 3, label: '过户协议' },
] as const;

export type TransferFileKey = (typeof TRANSFER_FILES)[number]['key'];

export interface UploadedFile {
  fileId: string;
  /** The server's preview address (http(s) only) */
  url: string;
}

/** 新机主 new owner: identity, the passed verification, then the number, contact and uploads. */
export interface NewOwnerDraft {
  idCard: string;
  name: string;
  /** biz_no of the passed TRANS_ACCT_T verification */
  bizNo: string;
  mobilePhone: string;
  sparePhone: string;
  files: Partial<Record<TransferFileKey, UploadedFile>>;
}

export const NEW_OWNER_DRAFT = HALL_DRAFTS.transferNewOwner;

export const EMPTY_NEW_OWNER: NewOwnerDraft = {
  idCard: '',
  name: '',
  bizNo: '',
  mobilePhone: '',
  sparePhone: '',
  files: {},
};

/** What the success page shows, carried in the history entry. */
export interface TransferDone {
  role: 'owner' | 'newOwner';
  transNo: string;
}

export function readTransferDone(state: unknown): TransferDone | null {
  if (typeof state !== 'object' || state === null) return null;
  const { role, transNo } = state as Record<string, unknown>;
  if (role !== 'owner' && role !== 'newOwner') return null;
  return { role, transNo: typeof transNo === 'string' ? transNo : '' };
}
