import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 搜索服务: a chunk of its own with the catalogue and its pinyin, fetched only when the search opens. */
export const serviceSearchRoutes: RouteObject[] = [
  {
    path: paths.search,
    lazy: lazyPage(
      () =>
        import(
          /* webpackChunkName: "service-search" */ '../../features/service-search/service-search-page.tsx'
        ),
    ),
  },
];
