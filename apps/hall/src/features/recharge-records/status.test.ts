import { describe, expect, it } from 'vitest';
import { formatAmount, statusView } from './status.ts';

describe('statusView (product.md › 充值记录 recharge status)', () => {
  it.each([
    [0, '未支付', 'pending'],
    [1, '充值中', 'progress'],
    [2, '充值成功', 'success'],
    [3, '充值失败，退款中', 'refunding'],
    [4, '充值失败，已退款', 'refunded'],
    [5, '状态未知', 'unknown'],
    [-1, '状态未知', 'unknown'],
  ])('%i → %s', (status, label, tone) => {
    expect(statusView(status)).toEqual({ label, tone });
  });
});

describe('formatAmount', () => {
  it.each([
    [50, '¥50.00'],
    [2, '¥2.00'],
    [9.9, '¥9.90'],
  ])('%s → %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});
