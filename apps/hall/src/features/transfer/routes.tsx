import { defineRoutes } from '../../lib/route-module.ts';

/** 过户 account transfer (product.md › 过户): the landing, each owner's form behind a face verification, success. */
export const routes = defineRoutes({
  transAcct: {
    path: '/transAcct',
    title: '过户',
    page: () => import('./transfer-page.tsx'),
    search: { id: 'transfer', name: '过户', group: '业务办理', keywords: ['转户', '更改机主'], order: 22 },
    menu: { menu: 'business-handle', section: '号码服务', mark: '过', tone: 'blue', order: 7 },
  },
  transAcctSForm: {
    path: '/transAcctSForm',
    title: '过户申请',
    page: () => import('./owner-form-page.tsx'),
  },
  transAcctTForm: {
    path: '/transAcctTForm',
    title: '过户确认',
    page: () => import('./new-owner-form-page.tsx'),
  },
  transAcctSuccess: {
    path: '/transAcctSuccess',
    title: '过户',
    page: () => import('./transfer-success-page.tsx'),
  },
});
