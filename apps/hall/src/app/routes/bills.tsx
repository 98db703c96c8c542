import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { balanceQuery, billQuery, historyBillQuery } from '../../features/bills/route-calls.ts';
import { routeData } from '../../lib/route-data.ts';

/**
 * The bill of the address's month. The chart's code is not started here: it comes after the figures are
 * drawn (lib/chart/chart.tsx).
 */
const billData = routeData(billQuery);

/** 账单 and 余额 (000 §2.5). /bill and /billDetails are one screen; the date query picks the month. */
export const billsRoutes: RouteObject[] = [
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
    loader: routeData(historyBillQuery),
    lazy: lazyPage(() => import('../../features/bills/history-bill-page.tsx')),
  },
  {
    path: paths.balance,
    loader: routeData(balanceQuery),
    lazy: lazyPage(() => import('../../features/bills/balance-page.tsx')),
  },
];
