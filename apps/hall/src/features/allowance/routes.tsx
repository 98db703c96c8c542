import { defineRoutes } from '../../lib/route-module.ts';
import { allowanceQuery } from './route-calls.ts';

/** 套餐余量 package allowance (product.md › 套餐余量). */
export const routes = defineRoutes({
  setMeal: {
    path: '/setMeal',
    title: '套餐余量',
    data: [allowanceQuery],
    page: () => import('./allowance-page.tsx'),
    search: {
      id: 'allowance',
      name: '套餐余量',
      group: '业务查询',
      keywords: ['流量', '剩余流量', '通话', '分钟数', '短信', '余量'],
      order: 9,
    },
    menu: [
      { menu: 'business-query', section: '套餐与业务', mark: '量', tone: 'purple', order: 1 },
      { menu: 'care', order: 4 },
    ],
  },
});
