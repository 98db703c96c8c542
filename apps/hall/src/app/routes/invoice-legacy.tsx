import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** The older e-invoice form and list that earlier links still point at (000 §2.8). */
export const invoiceLegacyRoutes: RouteObject[] = [
  {
    path: paths.invoiceForm,
    lazy: lazyPage(() => import('../../features/invoice-legacy/legacy-invoice-page.tsx')),
  },
  { path: paths.state, lazy: lazyPage(() => import('../../features/invoice-legacy/state-page.tsx')) },
];
