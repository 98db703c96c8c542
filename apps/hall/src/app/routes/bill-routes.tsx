import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 账单 and 余额 (000 §2.5). /bill and /billDetails are one screen; the date query picks the month. */
export const billRoutes: RouteObject[] = [
  { path: paths.bill, lazy: lazyPage(() => import('../../features/bills/bill-page.tsx')) },
  { path: paths.billDetails, lazy: lazyPage(() => import('../../features/bills/bill-page.tsx')) },
  { path: paths.historyBill, lazy: lazyPage(() => import('../../features/bills/history-bill-page.tsx')) },
  { path: paths.balance, lazy: lazyPage(() => import('../../features/bills/balance-page.tsx')) },
];
