import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 一证通查 card lookup, behind a face verification (000 §2.7). */
export const cardLookupRoutes: RouteObject[] = [
  { path: paths.queryCard, lazy: lazyPage(() => import('../../features/card-lookup/query-card-page.tsx')) },
  { path: paths.card, lazy: lazyPage(() => import('../../features/card-lookup/card-page.tsx')) },
];
