import { defineRoutes } from '../../lib/route-module.ts';
import { topUpOrderQuery } from './route-calls.ts';

/** 万能充值 the universal top-up: public, no login. It first asks about an order made for its link (`data`). */
export const routes = defineRoutes({
  universalPay: {
    path: '/UniversalPay',
    title: '万能充值',
    data: [topUpOrderQuery],
    page: () => import('./universal-pay-page.tsx'),
  },
});
