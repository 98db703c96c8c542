import { paths } from '../../config/paths.ts';

/** Bill month as QUERY_HISTORY_BILL sends it and QUERY_BILL_DETAILS takes it: YYYY-MM. */
const BILL_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 2024-03 → 2024年03月 (zero-padded, as the server words a past month's title). */
export function formatMonth(month: string): string {
  const match = BILL_MONTH.exec(month);
  return match ? `${match[1]}年${match[2]}月` : month;
}

/** Which bill `/bill` or `/billDetails?date=…` asks for. */
export type BillMonthQuery = { kind: 'current' } | { kind: 'month'; month: string } | { kind: 'invalid' };

/**
 * No date (or an empty one) means this month so far. A malformed date is not sent on to the server:
 * the screen says the month is wrong instead of showing some other month's bill.
 */
export function parseBillMonth(date: string | null): BillMonthQuery {
  if (date === null || date.trim() === '') return { kind: 'current' };
  const month = date.trim();
  return BILL_MONTH.test(month) ? { kind: 'month', month } : { kind: 'invalid' };
}

/** One month's bill, the target of a 历史账单 row. */
export function billDetailsHref(month: string): string {
  return `${paths.billDetails}?${new URLSearchParams({ date: month })}`;
}

export const CURRENT_BILL_TITLE = '您好，您本月截至目前的账单为';

/**
 * The words before the total in the bill's heading (000 §2.5: 您好，您本月截至目前的账单为：总费用X元).
 * The contract lets the server word them, so a closed past month reads 您好，您2024年03月的账单为; when
 * it sends none the screen words them from the month it asked for, never calling a past month
 * 本月截至目前.
 */
export function billTitleLead(title: string, month: string | null): string {
  const wording = title.trim().replace(/[：:]$/, '');
  if (wording) return wording;
  return month ? `您好，您${formatMonth(month)}的账单为` : CURRENT_BILL_TITLE;
}
