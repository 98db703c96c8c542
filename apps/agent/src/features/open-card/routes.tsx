import { defineRoutes } from '../../lib/route-module.ts';

/**
 * The card-opening wizard and its scan-code variant. /OpenCard opens cards for the signed-in agent.
 * /VnoOpenCard has no login check: a scanned order names its own agent (loginName), and its channel
 * entry checks for the channel's session itself.
 */
export const routes = defineRoutes({
  openCard: {
    path: '/OpenCard',
    title: '开卡',
    needs: { agentSession: true },
    page: () => import(/* webpackChunkName: "open-card" */ './open-card-page.tsx'),
  },
  vnoOpenCard: {
    path: '/VnoOpenCard',
    title: '扫码开卡',
    page: () => import('./vno-open-card-page.tsx'),
  },
});
