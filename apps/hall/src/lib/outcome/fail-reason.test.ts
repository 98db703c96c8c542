import { describe, expect, it } from 'vitest';
import { failReasonOf } from './fail-reason.ts';

// The fail pages of 销户 and 补卡 show the server's reason, or the page's default (product.md › 销户, product.md › 补卡).
describe('failReasonOf', () => {
  it.each([
    [{ reason: '号码存在欠费' }, '号码存在欠费'],
    [{ reason: '' }, '身份证图片不清晰'],
    [null, '身份证图片不清晰'],
  ])('%j → %s', (state, reason) => {
    expect(failReasonOf(state)).toBe(reason);
  });
});
