import { defineRoutes } from '../../lib/route-module.ts';
import { videoQrQuery } from './route-calls.ts';

/**
 * The face verification's own pages: the public commitment-video page and the simulation page that
 * continues any verification flow (the flows themselves are lib/face-auth).
 */
export const routes = defineRoutes({
  qrcodeVideo: {
    path: '/QRcodeVideo',
    title: '承诺视频',
    data: [videoQrQuery],
    page: () => import('./qrcode-video-page.tsx'),
  },
  faceSimulation: {
    path: '/faceSimulation',
    title: '人脸核验模拟',
    page: () => import('./face-simulation-page.tsx'),
  },
});
