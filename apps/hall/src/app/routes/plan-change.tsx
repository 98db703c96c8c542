import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { BOUND_PHONE_PROMPT, requireBoundPhone } from './require-bound-phone.tsx';
import { requireParameter } from './require-params.ts';

/** 变更套餐 plan change: every page needs the bound number (001 §6), then the outcome. */
export const planChangeRoutes: RouteObject[] = [
  requireBoundPhone(BOUND_PHONE_PROMPT, [
    {
      path: paths.verification,
      lazy: lazyPage(() => import('../../features/plan-change/verification-page.tsx')),
    },
    {
      path: paths.choosePackage,
      lazy: lazyPage(() => import('../../features/plan-change/choose-package-page.tsx')),
    },
    requireParameter('id', [
      {
        path: paths.packageDetails,
        lazy: lazyPage(() => import('../../features/plan-change/package-details-page.tsx')),
      },
    ]),
  ]),
  {
    path: paths.changeSucces,
    lazy: lazyPage(() => import('../../features/plan-change/change-success-page.tsx')),
  },
];
