import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 万能充值 the universal top-up: public, no login (002 §2). */
export const universalPayRoutes: RouteObject[] = [
  {
    path: paths.universalPay,
    lazy: lazyPage(() => import('../../features/universal-pay/universal-pay-page.tsx')),
  },
];
