import { defineRoutes } from '../../lib/route-module.ts';
import { mealQuery } from './route-calls.ts';

/**
 * 号码信息 number info, 号码绑定 binding and 解绑 unbinding (product.md › 号码绑定), under a layout
 * that hands the pages the member center's member state.
 */
export const routes = defineRoutes({
  personal: {
    path: '/personal',
    title: '号码信息',
    needs: { member: true },
    page: () => import('./personal-page.tsx'),
    search: {
      id: 'number-info',
      name: '号码信息',
      group: '营业厅',
      keywords: ['个人信息', '我的号码', '我的套餐'],
      order: 33,
    },
    menu: [
      { menu: 'transfer', section: '会员中心', label: '个人信息', order: 1 },
      { menu: 'member', order: 1 },
    ],
  },
  accountBind: {
    path: '/AccountBind',
    title: '号码绑定',
    needs: { member: true },
    page: () => import('./account-bind-page.tsx'),
    search: {
      id: 'account-bind',
      name: '号码绑定',
      group: '业务办理',
      keywords: ['绑定', '绑号'],
      order: 18,
    },
    menu: [
      { menu: 'business-handle', section: '号码服务', mark: '绑', tone: 'green', order: 3 },
      { menu: 'transfer', section: '营业厅', order: 4 },
    ],
  },
  noCode: {
    path: '/noCode',
    title: '号码绑定',
    needs: { member: true },
    page: () => import('./no-code-page.tsx'),
  },
  relieve: {
    path: '/relieve',
    title: '号码解绑',
    needs: { member: true },
    page: () => import('./relieve-page.tsx'),
    search: { id: 'unbind', name: '号码解绑', group: '业务办理', keywords: ['解绑', '解除绑定'], order: 37 },
  },
  relieveNot: {
    path: '/relieveNot',
    title: '身份信息解绑',
    needs: { member: true },
    page: () => import('./relieve-not-page.tsx'),
  },
  bindSuccess: {
    path: '/bindSuccess',
    title: '号码绑定',
    page: () => import('./bind-success-page.tsx'),
  },
  bindFail: {
    path: '/bindFail',
    title: '号码绑定',
    page: () => import('./bind-fail-page.tsx'),
  },
  mealDetails: {
    path: '/mealDetails',
    title: '套餐详情',
    needs: { parameter: 'id' },
    data: [mealQuery],
    page: () => import('./meal-details-page.tsx'),
  },
});
