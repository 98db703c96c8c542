import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { type InvoiceSelectionForm, invoiceSelectionRules } from './invoice-selection.ts';

describe('invoiceSelectionRules', () => {
  it.each<[string, InvoiceSelectionForm, string | null]>([
    ['one month', { ids: ['202405'] }, null],
    ['two months', { ids: ['202404', '202405'] }, null],
    ['no month', { ids: [] }, '请选择开票月份'],
  ])('%s', (_label, form, expected) => {
    expect(validate(invoiceSelectionRules, form)?.message ?? null).toBe(expected);
  });
});
