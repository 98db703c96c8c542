import { defineRoutes } from '../../lib/route-module.ts';
import { orderDetailQuery } from './route-calls.ts';

/** 订单查询 order query and one order (product.md › 订单查询). */
export const routes = defineRoutes({
  orderQuery: {
    path: '/orderQuery',
    title: '订单查询',
    page: () => import('./order-query-page.tsx'),
    search: {
      id: 'order-query',
      name: '订单查询',
      group: '业务查询',
      keywords: ['订单', '物流', '快递'],
      order: 12,
    },
    menu: [
      { menu: 'business-query', section: '套餐与业务', mark: '单', tone: 'green', order: 4 },
      { menu: 'member', order: 6 },
    ],
  },
  orderDetail: {
    path: '/orderDetail',
    title: '订单详情',
    data: [orderDetailQuery],
    page: () => import('./order-detail.tsx'),
  },
});
