import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { BOUND_PHONE_PROMPT, CANCEL_BOUND_PHONE_PROMPT, requireBoundPhone } from './require-bound-phone.tsx';
import { requireParameter } from './require-params.ts';

/**
 * 业务办理 handling (001 §2): 销户 cancellation behind the bound-phone guard (its /cancel start page
 * needs a bound number), then the application form and its outcomes; 补卡 SIM replacement the same way
 * without the guard (001 §6 names no bound-number need for it).
 */
export const handlingRoutes: RouteObject[] = [
  requireBoundPhone(CANCEL_BOUND_PHONE_PROMPT, [
    { path: paths.cancel, lazy: lazyPage(() => import('../../features/cancel/cancel-start-page.tsx')) },
  ]),
  { path: paths.cancelForm, lazy: lazyPage(() => import('../../features/cancel/cancel-form-page.tsx')) },
  { path: paths.auditCabcel, lazy: lazyPage(() => import('../../features/cancel/audit-cancel-page.tsx')) },
  { path: paths.cancelFail, lazy: lazyPage(() => import('../../features/cancel/cancel-fail-page.tsx')) },
  {
    path: paths.changeCard,
    lazy: lazyPage(() => import('../../features/change-card/change-card-start-page.tsx')),
  },
  {
    path: paths.changeCardForm,
    lazy: lazyPage(() => import('../../features/change-card/change-card-form-page.tsx')),
  },
  {
    path: paths.changeCardauditCabcel,
    lazy: lazyPage(() => import('../../features/change-card/change-card-audit-page.tsx')),
  },
  {
    path: paths.changeCardFail,
    lazy: lazyPage(() => import('../../features/change-card/change-card-fail-page.tsx')),
  },

  // 变更套餐 plan change: every page needs the bound number (001 §6).
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
