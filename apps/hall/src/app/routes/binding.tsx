import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireParameter } from './require-params.ts';

/**
 * 号码信息 number info, 号码绑定 binding and 解绑 unbinding (001 §2 Binding and personal info), under a layout
 * that hands the pages the member center's member state.
 */
export const bindingRoutes: RouteObject[] = [
  {
    lazy: lazyPage(() => import('./member-outlet.tsx')),
    children: [
      { path: paths.personal, lazy: lazyPage(() => import('../../features/binding/personal-page.tsx')) },
      {
        path: paths.accountBind,
        lazy: lazyPage(() => import('../../features/binding/account-bind-page.tsx')),
      },
      { path: paths.noCode, lazy: lazyPage(() => import('../../features/binding/no-code-page.tsx')) },
      { path: paths.relieve, lazy: lazyPage(() => import('../../features/binding/relieve-page.tsx')) },
      {
        path: paths.relieveNot,
        lazy: lazyPage(() => import('../../features/binding/relieve-not-page.tsx')),
      },
    ],
  },
  {
    path: paths.bindSuccess,
    lazy: lazyPage(() => import('../../features/binding/bind-success-page.tsx')),
  },
  { path: paths.bindFail, lazy: lazyPage(() => import('../../features/binding/bind-fail-page.tsx')) },
  requireParameter('id', [
    {
      path: paths.mealDetails,
      lazy: lazyPage(() => import('../../features/binding/meal-details-page.tsx')),
    },
  ]),
];
