import { defineRoutes } from '../../lib/route-module.ts';
import { recordsQuery } from './route-calls.ts';

/** 充值记录 recharge records (product.md › 充值记录). */
export const routes = defineRoutes({
  record: {
    path: '/record',
    title: '充值记录',
    data: [recordsQuery],
    page: () => import('./recharge-records.tsx'),
    search: {
      id: 'recharge-records',
      name: '充值记录',
      group: '业务查询',
      keywords: ['充值', '缴费记录', '交费记录'],
      order: 8,
    },
    menu: { menu: 'business-query', section: '账单与余额', mark: '充', tone: 'green', order: 4 },
  },
});
