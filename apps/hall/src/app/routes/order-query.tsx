import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 订单查询 order query and one order (001 §2). */
export const orderQueryRoutes: RouteObject[] = [
  { path: paths.orderQuery, lazy: lazyPage(() => import('../../features/order-query/order-query-page.tsx')) },
  { path: paths.orderDetail, lazy: lazyPage(() => import('../../features/order-query/order-detail.tsx')) },
];
