import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 套餐余量 package allowance (000 §2.6). */
export const allowanceRoutes: RouteObject[] = [
  { path: paths.setMeal, lazy: lazyPage(() => import('../../features/allowance/allowance-page.tsx')) },
];
