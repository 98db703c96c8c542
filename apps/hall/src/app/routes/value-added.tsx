import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireParameter } from './require-params.ts';

/** 来电提醒 / 来电显示 / 订购呼转 call value-added packages, and 呼叫转移 call divert (001 §2). */
export const valueAddedRoutes: RouteObject[] = [
  requireParameter('type', [
    { path: paths.openCaller, lazy: lazyPage(() => import('../../features/value-added/open-caller.tsx')) },
  ]),
  {
    path: paths.openRemindSuccess,
    lazy: lazyPage(() => import('../../features/value-added/open-remind-success.tsx')),
  },
  {
    path: paths.quitRemindSuccess,
    lazy: lazyPage(() => import('../../features/value-added/quit-remind-success.tsx')),
  },
  { path: paths.callDivert, lazy: lazyPage(() => import('../../features/value-added/call-divert.tsx')) },
  {
    path: paths.calldivertOrder,
    lazy: lazyPage(() => import('../../features/value-added/call-divert-order.tsx')),
  },
];
