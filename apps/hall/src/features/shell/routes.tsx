import { defineRoutes } from '../../lib/route-module.ts';

/** The shell's menus outside its tabs. */
export const routes = defineRoutes({
  transfer: {
    path: '/transfer',
    title: '服务导航',
    page: () => import('./transfer-menu.tsx'),
    search: { id: 'service-menu', group: '营业厅', keywords: ['菜单', '全部服务'], order: 4 },
  },
});
