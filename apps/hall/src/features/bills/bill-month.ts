/*
 * Which month a bill address asks for: read by the bill routes' loader as well as the screen, so it is a
 * module of its own, small enough for the hall's entry; the rest of the bill's wording stays with the screens.
 */

/** Bill month as QUERY_HISTORY_BILL sends it and QUERY_BILL_DETAILS takes it: YYYY-MM. */
export const BILL_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

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
