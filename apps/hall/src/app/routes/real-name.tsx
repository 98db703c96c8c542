import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 实名激活 real-name activation, behind a face verification (000 §2.9). */
export const realNameRoutes: RouteObject[] = [
  { path: paths.realName, lazy: lazyPage(() => import('../../features/real-name/real-name-page.tsx')) },
  { path: paths.realResult, lazy: lazyPage(() => import('../../features/real-name/real-result-page.tsx')) },
];
