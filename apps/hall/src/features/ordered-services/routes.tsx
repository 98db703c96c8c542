import { defineRoutes } from '../../lib/route-module.ts';
import { firstPageQuery } from './route-calls.ts';

/** 已订业务 ordered services (product.md › 已订业务). */
export const routes = defineRoutes({
  orderbusine: {
    path: '/orderbusine',
    title: '已订业务',
    data: [firstPageQuery],
    page: () => import('./ordered-services-page.tsx'),
    search: {
      id: 'ordered-services',
      name: '已订业务',
      group: '业务查询',
      keywords: ['已开通业务', '订购', '退订', '扣费'],
      order: 10,
    },
    menu: { menu: 'business-query', section: '套餐与业务', mark: '订', tone: 'blue', order: 2 },
  },
});
