import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 补卡 SIM replacement (001 §2): as 销户 without the guard (001 §6 names no bound-number need for it). */
export const changeCardRoutes: RouteObject[] = [
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
];
