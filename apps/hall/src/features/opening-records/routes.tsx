import { defineRoutes } from '../../lib/route-module.ts';

/** The SIM-opening record query (product.md › 开卡记录查询). */
export const routes = defineRoutes({
  querySteps: {
    path: '/querySteps',
    title: '开卡记录查询',
    page: () => import('./opening-records-page.tsx'),
    search: {
      id: 'opening-records',
      name: '开卡记录',
      group: '业务查询',
      keywords: ['开卡', '开卡记录查询', '开户记录'],
      order: 14,
    },
    menu: {
      menu: 'business-query',
      section: '证件与发票',
      label: '开卡记录',
      mark: '录',
      tone: 'cyan',
      order: 2,
    },
  },
});
