import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 门店查询 the store finder (001 §2). */
export const storeRoutes: RouteObject[] = [
  { path: paths.store, lazy: lazyPage(() => import('../../features/store/store-page.tsx')) },
];
