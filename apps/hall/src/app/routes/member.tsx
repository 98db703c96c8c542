import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import type { KeepAliveHandle } from '../keep-alive-outlet.tsx';

const keepAlive: KeepAliveHandle = { keepAlive: true };

/** The member center's tab of the hall shell (kept alive, inside the layout): 个人信息. */
export const memberTabRoutes: RouteObject[] = [
  {
    path: paths.personalInformation,
    handle: keepAlive,
    lazy: lazyPage(
      () =>
        import(
          /* webpackChunkName: "personal-information" */ '../../features/member/personal-information.tsx'
        ),
    ),
  },
];
