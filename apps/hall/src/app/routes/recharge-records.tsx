import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { recordsQuery } from '../../features/recharge-records/route-calls.ts';
import { routeData } from '../../lib/route-data.ts';

/** 充值记录 recharge records (000 §2.3). */
export const rechargeRecordsRoutes: RouteObject[] = [
  {
    path: paths.record,
    loader: routeData(recordsQuery),
    lazy: lazyPage(() => import('../../features/recharge-records/recharge-records.tsx')),
  },
];
