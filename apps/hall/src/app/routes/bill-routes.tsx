import * as calls from '@bluecat/api/calls';
import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { parseBillMonth } from '../../features/bills/bill-month.ts';
import { routeData } from '../../lib/route-data.ts';

/**
 * The bill of the address's month (none: this month so far). The chart's code is not started here: it
 * comes after the figures are drawn (lib/chart/chart.tsx).
 */
const billData = routeData(({ call, url }) => {
  const query = parseBillMonth(url.searchParams.get('date'));
  if (query.kind === 'invalid') return;
  call(calls.QUERY_BILL_DETAILS, query.kind === 'month' ? { date: query.month } : {});
});

/** 账单 and 余额 (000 §2.5). /bill and /billDetails are one screen; the date query picks the month. */
export const billRoutes: RouteObject[] = [
  {
    path: paths.bill,
    loader: billData,
    lazy: lazyPage(() => import(/* webpackChunkName: "bill" */ '../../features/bills/bill-page.tsx')),
  },
  {
    path: paths.billDetails,
    loader: billData,
    lazy: lazyPage(() => import(/* webpackChunkName: "bill" */ '../../features/bills/bill-page.tsx')),
  },
  {
    path: paths.historyBill,
    loader: routeData(({ call }) => call(calls.QUERY_HISTORY_BILL, {})),
    lazy: lazyPage(() => import('../../features/bills/history-bill-page.tsx')),
  },
  {
    path: paths.balance,
    loader: routeData(({ call }) => call(calls.QUERY_BALANCE, {})),
    lazy: lazyPage(() => import('../../features/bills/balance-page.tsx')),
  },
];
