import { describe, expect, it } from 'vitest';
import { canResend, type InvoiceState, stateInNewerList, stateInOlderList } from './invoice-detail.ts';
import { parseInvoiceList } from './invoice-items.ts';

describe('canResend: 重新发送 only for status 2 and 3 (product.md › 发票)', () => {
  it.each<[string, InvoiceState | null, boolean]>([
    ['0 未开票', { status: 0, reason: '' }, false],
    ['1 开票中', { status: 1, reason: '' }, false],
    ['2 已开票', { status: 2, reason: '' }, true],
    ['3 开票失败', { status: 3, reason: '纳税人识别号与企业名称不匹配' }, true],
    ['status not known', null, false],
  ])('%s → %s', (_label, state, expected) => {
    expect(canResend(state)).toBe(expected);
  });
});

describe('the status of one invoice, from the list it was opened from', () => {
  const newer = parseInvoiceList({
    list: [
      { id: 'A', feeMonth: '2026-08', feeAmount: 1, status: 1, errMsg: '' },
      { id: 'B', feeMonth: '2026-07', feeAmount: 1, status: '3', errMsg: '抬头有误' },
      { id: 'C', feeMonth: '2026-06', feeAmount: 1, status: 2, errMsg: '旧的原因' },
    ],
  });
  it.each<[string, InvoiceState | null]>([
    ['A', { status: 1, reason: '' }],
    ['B', { status: 3, reason: '抬头有误' }],
    // A reason is only a failed invoice's.
    ['C', { status: 2, reason: '' }],
    ['D', null],
  ])('newer list: %s', (id, expected) => {
    expect(stateInNewerList(newer, id)).toEqual(expected);
  });

  const older = { notInvoice: [{ id: '1024' }], openedInvoice: [{ id: 1019 }] };
  it.each<[string, InvoiceState | null]>([
    ['1019', { status: 2, reason: '' }],
    ['1024', { status: 0, reason: '' }],
    ['9999', null],
  ])('older list: %s', (id, expected) => {
    expect(stateInOlderList(older, id)).toEqual(expected);
  });
  it('an answer of another shape tells nothing', () => {
    expect(stateInOlderList({ list: [] }, '1019')).toBeNull();
    expect(stateInOlderList(null, '1019')).toBeNull();
  });
});
