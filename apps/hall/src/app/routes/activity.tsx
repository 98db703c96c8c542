import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireParameter } from './require-params.ts';

/** 特惠活动 activities and one activity (001 §2). */
export const activityRoutes: RouteObject[] = [
  { path: paths.activity, lazy: lazyPage(() => import('../../features/activity/activity-list.tsx')) },
  requireParameter('id', [
    {
      path: paths.activityDetails,
      lazy: lazyPage(() => import('../../features/activity/activity-details.tsx')),
    },
  ]),
];
