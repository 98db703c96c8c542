import { openingRecordQuery } from '../../lib/opening-record-query.ts';
import { defineRoutes } from '../../lib/route-module.ts';
import { scanAgentQuery, scanOrderQuery } from './route-calls.ts';

/**
 * The card-opening wizard and its scan-code variant. /OpenCard opens cards for the signed-in agent.
 * /VnoOpenCard has no login check: a scanned order names its own agent (loginName), and its channel
 * entry checks for the channel's session itself. Both read the stored card's record on arrival, and a
 * scanned order's link its order first (`data`), so they leave with the page's code.
 */
export const routes = defineRoutes({
  openCard: {
    path: '/OpenCard',
    title: '开卡',
    needs: { agentSession: true },
    data: [openingRecordQuery],
    page: () => import(/* webpackChunkName: "open-card" */ './open-card-page.tsx'),
  },
  vnoOpenCard: {
    path: '/VnoOpenCard',
    title: '扫码开卡',
    data: [scanOrderQuery, scanAgentQuery, openingRecordQuery],
    page: () => import('./vno-open-card-page.tsx'),
  },
});
