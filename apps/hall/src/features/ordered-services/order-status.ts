import type { components } from '@bluecat/api/schema';

/** 已订业务 one ordered service as ORDER_BUSINESS lists it. */
export type OrderedBusiness = components['schemas']['OrderedBusiness'];

export type StatusTone = 'active' | 'reserved' | 'expired' | 'unknown';

export interface StatusBadge {
  label: string;
  tone: StatusTone;
}

/** Ordered-business status (product.md › 已订业务): 1 effective, 0 reserved, -1 expired. */
export const ORDER_STATUS: ReadonlyMap<number, StatusBadge> = new Map<OrderedBusiness['status'], StatusBadge>(
  [
    [1, { label: '生效中', tone: 'active' }],
    [0, { label: '预约中', tone: 'reserved' }],
    [-1, { label: '已失效', tone: 'expired' }],
  ],
);

/** A code the spec does not list still gets a badge, in grey, instead of an empty one. */
export const UNKNOWN_STATUS: StatusBadge = { label: '状态未知', tone: 'unknown' };

export function statusBadge(status: unknown): StatusBadge {
  // Codes may arrive as numeric strings, as the gateway also allows for `code`.
  const code = typeof status === 'string' && /^-?\d+$/.test(status.trim()) ? Number(status) : status;
  return (typeof code === 'number' && ORDER_STATUS.get(code)) || UNKNOWN_STATUS;
}
