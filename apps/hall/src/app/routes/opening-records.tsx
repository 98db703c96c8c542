import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** The SIM-opening record query (000 §2.6). */
export const openingRecordsRoutes: RouteObject[] = [
  {
    path: paths.querySteps,
    lazy: lazyPage(() => import('../../features/opening-records/opening-records-page.tsx')),
  },
];
