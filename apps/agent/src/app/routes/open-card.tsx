import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireAgentSession } from '../guard.ts';

/**
 * The card-opening wizard and its scan-code variant. /OpenCard opens cards for the signed-in agent.
 * /VnoOpenCard has no login check: a scanned order names its own agent (loginName), and its channel
 * entry checks for the channel's session itself.
 */
export const openCardRoutes: RouteObject[] = [
  {
    path: paths.openCard,
    loader: requireAgentSession,
    lazy: lazyPage(
      () => import(/* webpackChunkName: "open-card" */ '../../features/open-card/open-card-page.tsx'),
    ),
  },
  {
    path: paths.vnoOpenCard,
    lazy: lazyPage(() => import('../../features/open-card/vno-open-card-page.tsx')),
  },
];
