import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** 登录 the agent's captcha sign-in. */
export const loginRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: lazyPage(() => import(/* webpackChunkName: "login" */ '../../features/login/login-page.tsx')),
  },
];
