import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { productsQuery, rechargeBalanceQuery } from '../../features/recharge/route-calls.ts';
import { routeData } from '../../lib/route-data.ts';
import type { KeepAliveHandle } from '../keep-alive-outlet.tsx';

const keepAlive: KeepAliveHandle = { keepAlive: true };

/** Tabs of the hall shell (kept alive, inside the layout): 号码充值. */
export const rechargeTabRoutes: RouteObject[] = [
  {
    path: paths.recharge,
    handle: keepAlive,
    // The balance is asked at once: a signed-in member's own number is the one it is for.
    loader: routeData(productsQuery, rechargeBalanceQuery),
    lazy: lazyPage(() => import(/* webpackChunkName: "recharge" */ './recharge-page.tsx')),
  },
];
