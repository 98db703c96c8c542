import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/**
 * 服务密码 service password (001 §2): verify the old one (or a face for 忘记原密码), set the new one, and
 * the outcome.
 */
export const servicePasswordRoutes: RouteObject[] = [
  {
    // The forms fill in the bound number from the member center's member.
    lazy: lazyPage(() => import('./member-outlet.tsx')),
    children: [
      {
        path: paths.setPassword,
        lazy: lazyPage(() => import('../../features/service-password/set-password-page.tsx')),
      },
      {
        path: paths.notPassword,
        lazy: lazyPage(() => import('../../features/service-password/not-password-page.tsx')),
      },
    ],
  },
  {
    path: paths.newPassword,
    lazy: lazyPage(() => import('../../features/service-password/new-password-page.tsx')),
  },
  {
    path: paths.setSuccess,
    lazy: lazyPage(() => import('../../features/service-password/set-success-page.tsx')),
  },
  {
    path: paths.setFail,
    lazy: lazyPage(() => import('../../features/service-password/set-fail-page.tsx')),
  },
];
