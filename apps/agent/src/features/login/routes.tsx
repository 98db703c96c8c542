import { defineRoutes } from '../../lib/route-module.ts';
import { captchaQuery } from './route-calls.ts';

/** 登录 the agent's captcha sign-in. */
export const routes = defineRoutes({
  login: {
    path: '/login',
    title: '登录',
    data: [captchaQuery],
    page: () => import(/* webpackChunkName: "login" */ './login-page.tsx'),
  },
});
