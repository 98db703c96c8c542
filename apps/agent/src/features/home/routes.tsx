import { defineRoutes } from '../../lib/route-module.ts';

/** The signed-in agent's home: 开卡信息. */
export const routes = defineRoutes({
  openCardMessage: {
    path: '/OpenCardMessage',
    title: '开卡信息',
    needs: { agentSession: true },
    page: () => import(/* webpackChunkName: "home" */ './home-page.tsx'),
  },
});
