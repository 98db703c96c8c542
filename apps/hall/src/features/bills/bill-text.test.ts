import { describe, expect, it } from 'vitest';
import { billDetailsHref, billTitleLead, formatMonth } from './bill-text.ts';

describe('formatMonth', () => {
  it.each([
    ['2024-03', '2024年03月'],
    ['2023-12', '2023年12月'],
    ['2024-3', '2024-3'],
  ])('%s → %s', (month, text) => {
    expect(formatMonth(month)).toBe(text);
  });
});

describe('billDetailsHref', () => {
  it('carries the month as the date query', () => {
    expect(billDetailsHref('2024-03')).toBe('/billDetails?date=2024-03');
  });
});

describe('billTitleLead', () => {
  it.each([
    ['您好，您本月截至目前的账单为', null, '您好，您本月截至目前的账单为'],
    ['您好，您2024年03月的账单为', '2024-03', '您好，您2024年03月的账单为'],
    ['您好，您本月截至目前的账单为：', null, '您好，您本月截至目前的账单为'],
    ['您好，您本月截至目前的账单为:', null, '您好，您本月截至目前的账单为'],
    ['', null, '您好，您本月截至目前的账单为'],
    [' ', '2024-02', '您好，您2024年02月的账单为'],
  ])('%j for month %s → %s', (title, month, lead) => {
    expect(billTitleLead(title, month)).toBe(lead);
  });
});
