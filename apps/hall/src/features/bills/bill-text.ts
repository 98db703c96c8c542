import { paths } from '../../config/paths.ts';
import { BILL_MONTH } from './bill-month.ts';

/** 2024-03 → 2024年03月 (zero-padded, as the server words a past month's title). */
export function formatMonth(month: string): string {
  const match = BILL_MONTH.exec(month);
  return match ? `${match[1]}年${match[2]}月` : month;
}

/** One month's bill, the target of a 历史账单 row. */
export function billDetailsHref(month: string): string {
  return `${paths.billDetails}?${new URLSearchParams({ date: month })}`;
}

export const CURRENT_BILL_TITLE = '您好，您本月截至目前的账单为';

/**
 * The words before the total in the bill's heading (product.md › 账单与余额: 您好，您本月截至目前的账单为：总费用X元).
 * The contract lets the server word them, so a closed past month reads 您好，您2024年03月的账单为; when
 * it sends none the screen words them from the month it asked for, never calling a past month
 * 本月截至目前.
 */
export function billTitleLead(title: string, month: string | null): string {
  const wording = title.trim().replace(/[：:]$/, '');
  if (wording) return wording;
  return month ? `您好，您${formatMonth(month)}的账单为` : CURRENT_BILL_TITLE;
}
