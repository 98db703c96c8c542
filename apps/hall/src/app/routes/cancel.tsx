import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { CANCEL_BOUND_PHONE_PROMPT, requireBoundPhone } from './require-bound-phone.tsx';

/**
 * 销户 cancellation (001 §2): its /cancel start page sits behind the bound-phone guard (it needs a bound
 * number), then the application form and its outcomes.
 */
export const cancelRoutes: RouteObject[] = [
  requireBoundPhone(CANCEL_BOUND_PHONE_PROMPT, [
    { path: paths.cancel, lazy: lazyPage(() => import('../../features/cancel/cancel-start-page.tsx')) },
  ]),
  { path: paths.cancelForm, lazy: lazyPage(() => import('../../features/cancel/cancel-form-page.tsx')) },
  { path: paths.auditCabcel, lazy: lazyPage(() => import('../../features/cancel/audit-cancel-page.tsx')) },
  { path: paths.cancelFail, lazy: lazyPage(() => import('../../features/cancel/cancel-fail-page.tsx')) },
];
