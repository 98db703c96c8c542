import { defineRoutes } from '../../lib/route-module.ts';

/** 一证通查 card lookup, behind a face verification (product.md › 一证通查). */
export const routes = defineRoutes({
  queryCard: {
    path: '/queryCard',
    title: '一证通查',
    page: () => import('./query-card-page.tsx'),
    search: {
      id: 'card-lookup',
      name: '一证通查',
      group: '业务查询',
      keywords: ['名下号码', '身份证查号码', '查号码'],
      order: 13,
    },
    menu: { menu: 'business-query', section: '证件与发票', mark: '证', tone: 'red', order: 1 },
  },
  card: {
    path: '/card',
    title: '一证通查',
    page: () => import('./card-page.tsx'),
  },
});
