import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/**
 * The face verification's own pages: the public commitment-video page and the simulation page that
 * continues any verification flow (the flows themselves are lib/face-auth).
 */
export const faceAuthRoutes: RouteObject[] = [
  { path: paths.qrcodeVideo, lazy: lazyPage(() => import('../../features/face-auth/qrcode-video-page.tsx')) },
  {
    path: paths.faceSimulation,
    lazy: lazyPage(() => import('../../features/face-auth/face-simulation-page.tsx')),
  },
];
