import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { parseBillMonth } from '../../features/bills/bill-text.ts';
import { routeData } from '../../lib/route-data.ts';

/** The bill of the address's month (none: this month so far), and the chart's code beside it. */
const billData = routeData(({ call, url }) => {
  const query = parseBillMonth(url.searchParams.get('date'));
  if (query.kind === 'invalid') return;
  call('QUERY_BILL_DETAILS', query.kind === 'month' ? { date: query.month } : {});
  import(/* webpackChunkName: "chart" */ '../../lib/chart/echarts.ts').catch(() => {
    // The chart reports its own failure when it is drawn.
  });
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
    loader: routeData(({ call }) => call('QUERY_HISTORY_BILL', {})),
    lazy: lazyPage(() => import('../../features/bills/history-bill-page.tsx')),
  },
  {
    path: paths.balance,
    loader: routeData(({ call }) => call('QUERY_BALANCE', {})),
    lazy: lazyPage(() => import('../../features/bills/balance-page.tsx')),
  },
];
