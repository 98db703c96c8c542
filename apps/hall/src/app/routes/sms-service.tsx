import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { BOUND_PHONE_PROMPT, requireBoundPhone } from './require-bound-phone.tsx';

/**
 * 短信防打扰 SMS do-not-disturb (001 §2). The pages that act on the number sit behind the bound-phone
 * guard (001 §6), which hands them the number; the agreement and the result pages do not need one.
 */
export const smsServiceRoutes: RouteObject[] = [
  requireBoundPhone(BOUND_PHONE_PROMPT, [
    {
      path: paths.willRegister,
      lazy: lazyPage(() => import('../../features/sms-service/will-register.tsx')),
    },
    {
      path: paths.selectFunction,
      lazy: lazyPage(() => import('../../features/sms-service/select-function.tsx')),
    },
    {
      path: paths.noteRegister,
      lazy: lazyPage(() => import('../../features/sms-service/note-register.tsx')),
    },
    {
      path: paths.rejectionBusiness,
      lazy: lazyPage(() => import('../../features/sms-service/rejection-business.tsx')),
    },
    {
      path: paths.rejectNumber,
      lazy: lazyPage(() => import('../../features/sms-service/reject-number.tsx')),
    },
    {
      path: paths.customerService,
      lazy: lazyPage(() => import('../../features/sms-service/customer-service.tsx')),
    },
  ]),
  {
    path: paths.userAgreement,
    lazy: lazyPage(() => import('../../features/sms-service/user-agreement.tsx')),
  },
  { path: paths.openSuccess, lazy: lazyPage(() => import('../../features/sms-service/open-success.tsx')) },
  { path: paths.quitSuccess, lazy: lazyPage(() => import('../../features/sms-service/quit-success.tsx')) },
];
