import type { CallData } from '@bluecat/api/gateway';
import { formatYuan } from '../../lib/money.ts';

export type RechargeRecord = CallData<'RECHARGE_RECORD'>['list'][number];

export type StatusTone = 'pending' | 'progress' | 'success' | 'refunding' | 'refunded' | 'unknown';

export interface StatusView {
  label: string;
  tone: StatusTone;
}

/** 充值状态 recharge status (product.md › 充值记录): 0 unpaid, 1 recharging, 2 success, 3 failed and refunding, 4 failed and refunded. */
const STATUS: Readonly<Record<number, StatusView>> = {
  0: { label: '未支付', tone: 'pending' },
  1: { label: '充值中', tone: 'progress' },
  2: { label: '充值成功', tone: 'success' },
  3: { label: '充值失败，退款中', tone: 'refunding' },
  4: { label: '充值失败，已退款', tone: 'refunded' },
};

/** A status the spec does not list (a newer server) is shown as such rather than guessed at. */
const UNKNOWN: StatusView = { label: '状态未知', tone: 'unknown' };

export function statusView(status: number): StatusView {
  return STATUS[status] ?? UNKNOWN;
}

/** Yuan with two decimals. */
export function formatAmount(amount: number): string {
  return `¥${formatYuan(amount)}`;
}
