import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 000 §2.6 queries: package allowance, ordered services and the SIM-opening record query. */
export const queryRoutes: RouteObject[] = [
  {
    path: paths.setMeal,
    lazy: lazyPage(() => import('../../features/allowance/allowance-page.tsx')),
  },
  {
    path: paths.orderbusine,
    lazy: lazyPage(() => import('../../features/ordered-services/ordered-services-page.tsx')),
  },
  {
    path: paths.querySteps,
    lazy: lazyPage(() => import('../../features/opening-records/opening-records-page.tsx')),
  },
];
