import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireParameter } from './require-params.ts';

/**
 * 电子发票 e-invoicing (000 §2.8), the flow the hall's menu opens: SMS code or ID photo, the month list,
 * submit, companies, detail.
 */
export const invoiceRoutes: RouteObject[] = [
  { path: paths.invoiceVerify, lazy: lazyPage(() => import('../../features/invoice/verify-page.tsx')) },
  { path: paths.invoicenoCode, lazy: lazyPage(() => import('../../features/invoice/no-code-page.tsx')) },
  { path: paths.invoiceList, lazy: lazyPage(() => import('../../features/invoice/invoice-list-page.tsx')) },
  {
    path: paths.submitInvoice,
    lazy: lazyPage(() => import('../../features/invoice/submit-invoice-page.tsx')),
  },
  { path: paths.addsite, lazy: lazyPage(() => import('../../features/invoice/company-page.tsx')) },
  { path: paths.billing, lazy: lazyPage(() => import('../../features/invoice/billing-page.tsx')) },
  requireParameter('id', [
    {
      path: paths.invoiceSuccess,
      lazy: lazyPage(() => import('../../features/invoice/invoice-detail-page.tsx')),
    },
    {
      path: paths.invoiceDetailPage,
      lazy: lazyPage(() => import('../../features/invoice/invoice-detail-page.tsx')),
    },
  ]),
];
