import { defineRoutes } from '../../lib/route-module.ts';
import { boundNumberQuery, imagesQuery, orderPhoneQuery } from './route-calls.ts';

/**
 * 扫码实名 scan-link real-name (product.md › 扫码实名): the four /realNameLink… pages are public (on the access guard's
 * skip list, product.md › 登录与授权); /PersonageRealName… is the logged-in variant.
 */
export const routes = defineRoutes({
  realNameLink: {
    path: '/realNameLink',
    title: '扫码实名',
    data: [orderPhoneQuery],
    page: () => import('./link-start-page.tsx'),
  },
  realNameLinkForm: {
    path: '/realNameLinkForm',
    title: '实名登记失败',
    data: [imagesQuery.realNameLink],
    page: () => import('./link-form-page.tsx'),
  },
  realNameLinkSuccess: {
    path: '/realNameLinkSuccess',
    title: '提交成功',
    page: () => import('./link-success-page.tsx'),
  },
  realNameLinkError: {
    path: '/realNameLinkError',
    title: '实名登记失败',
    page: () => import('./link-error-page.tsx'),
  },
  personageRealName: {
    path: '/PersonageRealName',
    title: '实名登记',
    data: [boundNumberQuery],
    page: () => import('./personage-start-page.tsx'),
    search: {
      id: 'personage-real-name',
      name: '实名登记',
      group: '业务办理',
      keywords: ['实名', '实名认证', '登记'],
      order: 17,
    },
    menu: { menu: 'business-handle', section: '号码服务', mark: '登', tone: 'cyan', order: 2 },
  },
  personageRealNameForm: {
    path: '/PersonageRealNameForm',
    title: '实名登记失败',
    data: [imagesQuery.personageRealName],
    page: () => import('./personage-form-page.tsx'),
  },
});
