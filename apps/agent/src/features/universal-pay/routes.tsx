import { defineRoutes } from '../../lib/route-module.ts';

/** 万能充值 the universal top-up: public, no login. */
export const routes = defineRoutes({
  universalPay: {
    path: '/UniversalPay',
    title: '万能充值',
    page: () => import('./universal-pay-page.tsx'),
  },
});
