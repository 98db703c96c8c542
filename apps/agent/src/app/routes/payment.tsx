import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireAgentSession } from '../guard.ts';

/**
 * 支付 the prepayment pages. The main wizard's pages need the signed-in agent (the fund pool charges the
 * agent's dealer). The scan variant's follow its wizard, which a link can open without a login, so they
 * take the payer from the record.
 */
export const paymentRoutes: RouteObject[] = [
  {
    path: paths.openPay,
    loader: requireAgentSession,
    lazy: lazyPage(() => import('../../features/payment/open-pay-page.tsx')),
  },
  {
    path: paths.wxQuery,
    loader: requireAgentSession,
    lazy: lazyPage(() => import('../../features/payment/wx-query-page.tsx')),
  },
  { path: paths.vnoOpenPay, lazy: lazyPage(() => import('../../features/payment/vno-open-pay-page.tsx')) },
  { path: paths.vnoWxQuery, lazy: lazyPage(() => import('../../features/payment/vno-wx-query-page.tsx')) },
];
