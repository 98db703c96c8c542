import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 已订业务 ordered services (000 §2.6). */
export const orderedServicesRoutes: RouteObject[] = [
  {
    path: paths.orderbusine,
    lazy: lazyPage(() => import('../../features/ordered-services/ordered-services-page.tsx')),
  },
];
