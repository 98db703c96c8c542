import { lazyPage } from '@bluecat/ui/chunk-retry';
import { Redirect } from '@bluecat/ui/redirect';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 积分 points and sign-in (000 §2.4, 001 Points). */
export const pointsRoutes: RouteObject[] = [
  {
    path: paths.integral,
    lazy: lazyPage(() => import('../../features/points/integral-layout.tsx')),
    children: [
      // /integral itself opens its first tab.
      { index: true, element: <Redirect to={paths.integralPointsExchange} /> },
      {
        path: paths.integralPointsExchange,
        lazy: lazyPage(() => import('../../features/points/points-exchange.tsx')),
      },
      { path: paths.integralMyPoints, lazy: lazyPage(() => import('../../features/points/my-points.tsx')) },
    ],
  },
  { path: paths.exchangeSuccess, lazy: lazyPage(() => import('../../features/points/exchange-success.tsx')) },
  { path: paths.exchangeFail, lazy: lazyPage(() => import('../../features/points/exchange-fail.tsx')) },
  { path: paths.myOrder, lazy: lazyPage(() => import('../../features/points/my-order.tsx')) },
  { path: paths.integralDetails, lazy: lazyPage(() => import('../../features/points/integral-details.tsx')) },
];
