import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/**
 * 一证通查 card lookup and 实名激活 real-name activation, each behind a face verification (000 §2.7, §2.9),
 * and the public commitment-video page.
 */
export const identityRoutes: RouteObject[] = [
  { path: paths.queryCard, lazy: lazyPage(() => import('../../features/card-lookup/query-card-page.tsx')) },
  { path: paths.card, lazy: lazyPage(() => import('../../features/card-lookup/card-page.tsx')) },
  { path: paths.realName, lazy: lazyPage(() => import('../../features/real-name/real-name-page.tsx')) },
  { path: paths.realResult, lazy: lazyPage(() => import('../../features/real-name/real-result-page.tsx')) },
  { path: paths.qrcodeVideo, lazy: lazyPage(() => import('../../lib/face-auth/qrcode-video-page.tsx')) },
];
