import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 其他服务 other services: cooperation and complaint (001 §2). */
export const otherServicesRoutes: RouteObject[] = [
  { path: paths.other, lazy: lazyPage(() => import('../../features/other-services/other-page.tsx')) },
  { path: paths.cooperate, lazy: lazyPage(() => import('../../features/other-services/cooperate-page.tsx')) },
  { path: paths.complain, lazy: lazyPage(() => import('../../features/other-services/complain-page.tsx')) },
  {
    path: paths.complainSuccess,
    lazy: lazyPage(() => import('../../features/other-services/complain-success.tsx')),
  },
];
