import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/**
 * 扫码实名 scan-link real-name (001 §2): the four /realNameLink… pages are public (on the access guard's
 * skip list, 000 §2.1); /PersonageRealName… is the logged-in variant.
 */
export const realNameLinkRoutes: RouteObject[] = [
  {
    path: paths.realNameLink,
    lazy: lazyPage(() => import('../../features/real-name-link/link-start-page.tsx')),
  },
  {
    path: paths.realNameLinkForm,
    lazy: lazyPage(() => import('../../features/real-name-link/link-form-page.tsx')),
  },
  {
    path: paths.realNameLinkSuccess,
    lazy: lazyPage(() => import('../../features/real-name-link/link-success-page.tsx')),
  },
  {
    path: paths.realNameLinkError,
    lazy: lazyPage(() => import('../../features/real-name-link/link-error-page.tsx')),
  },
  {
    path: paths.personageRealName,
    lazy: lazyPage(() => import('../../features/real-name-link/personage-start-page.tsx')),
  },
  {
    path: paths.personageRealNameForm,
    lazy: lazyPage(() => import('../../features/real-name-link/personage-form-page.tsx')),
  },
];
