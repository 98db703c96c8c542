import { describe, expect, it } from 'vitest';
import type { InvoiceMonth, InvoiceStatus } from './invoice-items.ts';
import { type Company, EMPTY_COMPANY, EMPTY_SUBMIT } from './invoice-session.ts';
import { sendInvoiceBody, submittedAlready, tinIdOf } from './send-invoice.ts';

const company = (id: string): Company => ({ ...EMPTY_COMPANY, id, name: `公司${id}`, tin: `TIN${id}` });
const own = [company('C1001'), company('C1002')];

describe('tinIdOf: which company a company title sends as tinId', () => {
  it.each<[string, Company, readonly Company[], string]>([
    ['one of the number’s own companies', company('C1001'), own, 'C1001'],
    ['a company deleted since it was chosen', company('C1003'), own, ''],
    ['a company saved under another number', company('C1001'), [company('C2001')], ''],
    ['nothing chosen', EMPTY_COMPANY, own, ''],
    ['no saved company at all', company('C1001'), [], ''],
  ])('%s', (_label, chosen, list, expected) => {
    expect(tinIdOf(chosen, list)).toBe(expected);
  });

  it('the body carries the tinId it is given, not the draft’s', () => {
    const draft = {
      ...EMPTY_SUBMIT,
      titleType: 'company' as const,
      invoiceType: '81',
      company: company('C1003'),
    };
    expect(sendInvoiceBody(['INV1'], draft, 'C1001').tinId).toBe('C1001');
    expect(sendInvoiceBody(['INV1'], { ...draft, titleType: 'personal' }, '')).not.toHaveProperty('tinId');
  });
});

describe('submittedAlready: what the list says after an unknown outcome', () => {
  const month = (id: string, status: InvoiceStatus): InvoiceMonth => ({
    id,
    month: '2026-10',
    cents: 100,
    userId: 'U1',
    status,
    kind: '',
    reason: '',
  });
  it.each<[string, InvoiceMonth[], boolean]>([
    ['the months are still 未开票', [month('A', 0), month('B', 0)], false],
    ['one month is 开票中', [month('A', 1), month('B', 0)], true],
    ['issued', [month('A', 2), month('B', 2)], true],
    ['failed', [month('B', 3)], true],
    ['another month changed, not these', [month('A', 0), month('C', 1)], false],
    ['the months are not listed', [], false],
  ])('%s → %s', (_label, months, expected) => {
    expect(submittedAlready(['A', 'B'], months)).toBe(expected);
  });
});
