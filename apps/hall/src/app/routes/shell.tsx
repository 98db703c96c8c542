import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { memberQuery } from '../../features/member/route-calls.ts';
import { routeData } from '../../lib/route-data.ts';
import type { KeepAliveHandle } from '../keep-alive-outlet.tsx';

const keepAlive: KeepAliveHandle = { keepAlive: true };

/** Tabs of the hall shell (kept alive, inside the layout): 业务查询 and 业务办理. */
export const shellTabRoutes: RouteObject[] = [
  {
    path: paths.businessQuery,
    handle: keepAlive,
    // 000 §2.3: each visit to 业务查询 reloads the member.
    loader: routeData(memberQuery),
    lazy: lazyPage(() => import(/* webpackChunkName: "business-query" */ './business-query.tsx')),
  },
  {
    path: paths.businessHandle,
    handle: keepAlive,
    lazy: lazyPage(
      () => import(/* webpackChunkName: "business-handle" */ '../../features/shell/business-handle.tsx'),
    ),
  },
];

/** The shell's menus outside the tabs: 过户. */
export const shellRoutes: RouteObject[] = [
  { path: paths.transfer, lazy: lazyPage(() => import('../../features/shell/transfer-menu.tsx')) },
];
