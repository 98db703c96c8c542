import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { bannersQuery, firstCommentsQuery } from '../../features/comments/route-calls.ts';
import { routeData } from '../../lib/route-data.ts';
import { requireParameter } from './require-params.ts';

/** 吐槽专区 the comment zone: proposing, the list, one proposal (001 §2). */
export const commentsRoutes: RouteObject[] = [
  { path: paths.proposal, lazy: lazyPage(() => import('../../features/comments/proposal-page.tsx')) },
  {
    path: paths.message,
    // The first tab (全部) opens with the page: its first page is what the screen shows first. The banners
    // above it are the largest picture on the screen: their list comes with it, so the picture can follow.
    loader: routeData(firstCommentsQuery, bannersQuery),
    lazy: lazyPage(() => import('../../features/comments/message-page.tsx')),
  },
  requireParameter('id', [
    {
      path: paths.proposalDetail,
      lazy: lazyPage(() => import('../../features/comments/proposal-detail.tsx')),
    },
  ]),
];
