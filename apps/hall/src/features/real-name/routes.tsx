import { defineRoutes } from '../../lib/route-module.ts';

/** 实名激活 real-name activation, behind a face verification (product.md › 实名激活). */
export const routes = defineRoutes({
  realName: {
    path: '/realName',
    title: '实名激活',
    page: () => import('./real-name-page.tsx'),
    search: {
      id: 'real-name',
      name: '实名激活',
      group: '业务办理',
      keywords: ['激活', '实名', '新卡激活'],
      order: 16,
    },
    menu: { menu: 'business-handle', section: '号码服务', mark: '实', tone: 'blue', order: 1 },
  },
  realResult: {
    path: '/realResult',
    title: '实名激活',
    page: () => import('./real-result-page.tsx'),
  },
});
