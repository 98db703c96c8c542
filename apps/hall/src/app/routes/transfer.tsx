import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 过户 account transfer (000 §2.10): the landing, each owner's form behind a face verification, success. */
export const transferRoutes: RouteObject[] = [
  { path: paths.transAcct, lazy: lazyPage(() => import('../../features/transfer/transfer-page.tsx')) },
  { path: paths.transAcctSForm, lazy: lazyPage(() => import('../../features/transfer/owner-form-page.tsx')) },
  {
    path: paths.transAcctTForm,
    lazy: lazyPage(() => import('../../features/transfer/new-owner-form-page.tsx')),
  },
  {
    path: paths.transAcctSuccess,
    lazy: lazyPage(() => import('../../features/transfer/transfer-success-page.tsx')),
  },
];
