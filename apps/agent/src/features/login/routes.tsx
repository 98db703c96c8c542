import { defineRoutes } from '../../lib/route-module.ts';

/** 登录 the agent's captcha sign-in. */
export const routes = defineRoutes({
  login: {
    path: '/login',
    title: '登录',
    page: () => import(/* webpackChunkName: "login" */ './login-page.tsx'),
  },
});
