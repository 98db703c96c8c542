import { defineRoutes } from '../../lib/route-module.ts';
import { storesQuery } from './route-calls.ts';

/** 门店查询 the store finder (product.md › 门店查询). */
export const routes = defineRoutes({
  store: {
    path: '/store',
    title: '门店查询',
    data: [storesQuery],
    page: () => import('./store-page.tsx'),
    search: {
      id: 'store',
      name: '门店查询',
      group: '其他服务',
      keywords: ['附近门店', '营业厅', '网点', '地址'],
      order: 32,
    },
    menu: [
      {
        menu: 'business-handle',
        section: '积分与更多',
        label: '附近门店',
        mark: '店',
        tone: 'green',
        order: 5,
      },
      { menu: 'other', order: 3 },
    ],
  },
});
