import { describe, expect, it } from 'vitest';
import { auditBadge } from './audit-status.ts';

describe('auditBadge', () => {
  it.each<[unknown, string, string, boolean]>([
    ['pending', '待审核', 'pending', false],
    ['approved', '审核通过', 'approved', true],
    ['rejected', '审核未通过', 'rejected', true],
    ['cancelled', '状态未知', 'unknown', true],
    ['', '状态未知', 'unknown', true],
    [1, '状态未知', 'unknown', true],
    [undefined, '状态未知', 'unknown', true],
  ])('%s → %s', (status, label, tone, hasDetails) => {
    expect(auditBadge(status)).toEqual({ label, tone, hasDetails });
  });
});
