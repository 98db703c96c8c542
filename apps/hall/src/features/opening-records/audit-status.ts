import type { CallData } from '@bluecat/api/gateway';

/** 开卡记录 one SIM-opening record as CHECK_OPEN_PHONE_WORK lists it. */
export type OpeningRecord = CallData<'CHECK_OPEN_PHONE_WORK'>['list'][number];

export type AuditTone = 'pending' | 'approved' | 'rejected' | 'unknown';

export interface AuditBadge {
  label: string;
  tone: AuditTone;
  /** product.md › 开卡记录查询: the details popup opens for every status but pending. */
  hasDetails: boolean;
}

/** 审核状态 SIM-opening audit status (product.md › 开卡记录查询). */
export const AUDIT_STATUS: ReadonlyMap<string, AuditBadge> = new Map<OpeningRecord['status'], AuditBadge>([
  ['pending', { label: '待审核', tone: 'pending', hasDetails: false }],
  ['approved', { label: '审核通过', tone: 'approved', hasDetails: true }],
  ['rejected', { label: '审核未通过', tone: 'rejected', hasDetails: true }],
]);

/** A status the contract does not list is not pending, so its details may be read. */
export const UNKNOWN_AUDIT: AuditBadge = { label: '状态未知', tone: 'unknown', hasDetails: true };

export function auditBadge(status: unknown): AuditBadge {
  return (typeof status === 'string' && AUDIT_STATUS.get(status)) || UNKNOWN_AUDIT;
}
