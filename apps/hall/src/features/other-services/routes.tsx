import { defineRoutes } from '../../lib/route-module.ts';
import { cooperationQuery } from './route-calls.ts';

/** 其他服务 other services: cooperation and complaint (product.md › 其他服务). */
export const routes = defineRoutes({
  other: {
    path: '/other',
    title: '其他服务',
    page: () => import('./other-page.tsx'),
    search: { id: 'other-services', name: '其他服务', group: '其他服务', keywords: ['更多服务'], order: 31 },
    menu: [
      { menu: 'business-handle', section: '积分与更多', mark: '其', tone: 'blue', order: 4 },
      { menu: 'transfer', section: '会员中心', order: 3 },
      { menu: 'member', order: 9 },
    ],
  },
  cooperate: {
    path: '/cooperate',
    title: '商务合作',
    data: [cooperationQuery],
    page: () => import('./cooperate-page.tsx'),
    search: { id: 'cooperate', name: '商务合作', group: '其他服务', keywords: ['合作', '加盟'], order: 39 },
    menu: { menu: 'other', order: 1 },
  },
  complain: {
    path: '/complain',
    title: '投诉',
    page: () => import('./complain-page.tsx'),
    search: { id: 'complain', name: '投诉', group: '其他服务', keywords: ['举报', '意见'], order: 40 },
    menu: { menu: 'other', order: 2 },
  },
  complainSuccess: {
    path: '/complainSuccess',
    title: '投诉',
    page: () => import('./complain-success.tsx'),
  },
});
