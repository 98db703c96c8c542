import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/**
 * Result pages: of a payment (充值), of a pack opening and of a handled request. The last three are routes
 * 002 §2 lists without content (/packageOpenSuccess, /success, /fail).
 */
export const payResultRoutes: RouteObject[] = [
  { path: paths.paySuccess, lazy: lazyPage(() => import('../../features/pay-result/pay-success.tsx')) },
  { path: paths.payFail, lazy: lazyPage(() => import('../../features/pay-result/pay-fail.tsx')) },
  { path: paths.flowPayFali, lazy: lazyPage(() => import('../../features/pay-result/flow-pay-fail.tsx')) },
  {
    path: paths.packageOpenSuccess,
    lazy: lazyPage(() => import('../../features/pay-result/package-open-success.tsx')),
  },
  { path: paths.success, lazy: lazyPage(() => import('../../features/pay-result/handling-success.tsx')) },
  { path: paths.fail, lazy: lazyPage(() => import('../../features/pay-result/handling-fail.tsx')) },
];
