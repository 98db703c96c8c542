import { defineRoutes } from '../../lib/route-module.ts';

/** 搜索服务: a chunk of its own with the catalogue and its pinyin, fetched only when the search opens. */
export const routes = defineRoutes({
  search: {
    path: '/search',
    title: '搜索服务',
    page: () => import(/* webpackChunkName: "service-search" */ './service-search-page.tsx'),
  },
});
