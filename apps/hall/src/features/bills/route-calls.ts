import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { parseBillMonth } from './bill-month.ts';

/*
 * The bill screens' first calls, started by their routes' loaders and read by the screens through these
 * same objects. Small enough for the hall's entry, where the routes are declared.
 */

/** 账单 of the address's month (none: this month so far); a malformed month asks for nothing. */
export const billQuery = routeCall(calls.QUERY_BILL_DETAILS, (url) => {
  const query = parseBillMonth(url.searchParams.get('date'));
  if (query.kind === 'invalid') return null;
  return query.kind === 'month' ? { date: query.month } : {};
});

/** 历史账单 past months. */
export const historyBillQuery = routeCall(calls.QUERY_HISTORY_BILL, () => ({}));

/** 余额详情 the balance. */
export const balanceQuery = routeCall(calls.QUERY_BALANCE, () => ({}));
