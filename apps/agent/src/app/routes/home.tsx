import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requireAgentSession } from '../guard.ts';

/** The signed-in agent's home: 开卡信息. */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.openCardMessage,
    loader: requireAgentSession,
    lazy: lazyPage(() => import(/* webpackChunkName: "home" */ '../../features/home/home-page.tsx')),
  },
];
