import * as calls from '@bluecat/api/calls';
import type { CallData } from '@bluecat/api/gateway';
import { GatewayError } from '@bluecat/api/gateway';
import { readPrice } from '@bluecat/rules/money';
import { api } from '../../lib/api.ts';
import type { OrderParams } from './order-types.ts';

/**
 * A call package (product.md › 来电增值业务), read once where it enters: the fee as a number, text never missing. A
 * package whose fee is not a price (negative, unreadable, past PRICE_CEILING_YUAN) is not offered.
 */
export interface CallPackage {
  packageId: string;
  title: string;
  detail: string;
  /** 月租 monthly fee in yuan, deducted from the balance */
  postage: number;
}

type RawPackage = CallData<'PACKAGE_LIST'>['list'][number];

export function readPackage(raw: RawPackage): CallPackage | null {
  const packageId = String(raw?.packageId ?? '').trim();
  if (packageId === '') return null;
  const postage = readPrice(raw.postage);
  if (postage === null) return null;
  return { packageId, title: String(raw.title ?? ''), detail: String(raw.detail ?? ''), postage };
}

/** PACKAGE_LIST's answer as the packages offered. */
export function readPackages(data: CallData<'PACKAGE_LIST'>): CallPackage[] {
  const list = Array.isArray(data?.list) ? data.list : [];
  return list.flatMap((raw) => readPackage(raw) ?? []);
}

/** product.md › 来电增值业务: a package order that failed for any reason other than data.code -100. */
export const ORDER_FAILED = '提交数据异常';

export type OrderOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'failed' };

/** Reads PACKAGE_ORDER's inner result: data.code 1 done, -100 refused with data.msg, else failed. */
export function orderOutcomeOf(data: unknown): OrderOutcome {
  if (typeof data !== 'object' || data === null) return { kind: 'failed' };
  const { code, msg } = data as Record<string, unknown>;
  const inner = Number(code);
  if (inner === 1) return { kind: 'done' };
  if (inner === -100 && typeof msg === 'string' && msg !== '') return { kind: 'refused', message: msg };
  return { kind: 'failed' };
}

/**
 * PACKAGE_ORDER. An envelope error and a transport failure have been shown by the gateway ('shown');
 * the rest is the inner outcome for the page to show.
 */
export async function orderPackage(
  packageId: string,
  params: OrderParams,
): Promise<OrderOutcome | { kind: 'shown' }> {
  try {
    const answer = await api.call(calls.PACKAGE_ORDER, { packageId, ...params });
    if (!answer.ok) return { kind: 'shown' };
    return orderOutcomeOf(answer.data);
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'shown' };
    throw error;
  }
}
