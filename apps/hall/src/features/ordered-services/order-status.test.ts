import { describe, expect, it } from 'vitest';
import { statusBadge } from './order-status.ts';

describe('statusBadge', () => {
  it.each<[unknown, string, string]>([
    [1, '生效中', 'active'],
    [0, '预约中', 'reserved'],
    [-1, '已失效', 'expired'],
    ['1', '生效中', 'active'],
    ['-1', '已失效', 'expired'],
    [2, '状态未知', 'unknown'],
    [null, '状态未知', 'unknown'],
    ['', '状态未知', 'unknown'],
    ['valueOf', '状态未知', 'unknown'],
  ])('%s → %s', (status, label, tone) => {
    expect(statusBadge(status)).toEqual({ label, tone });
  });
});
