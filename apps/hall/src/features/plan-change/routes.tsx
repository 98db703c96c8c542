import { defineRoutes } from '../../lib/route-module.ts';
import { packageDetailsQuery, planProductsQuery } from './route-calls.ts';

/** 变更套餐 plan change: every page needs the bound number (product.md › 变更套餐), then the outcome. */
export const routes = defineRoutes({
  verification: {
    path: '/verification',
    title: '变更套餐',
    needs: { boundPhone: 'plan' },
    page: () => import('./verification-page.tsx'),
    search: {
      id: 'plan-change',
      name: '变更套餐',
      group: '业务办理',
      keywords: ['套餐', '换套餐', '改套餐', '套餐变更'],
      order: 23,
    },
    menu: { menu: 'business-handle', section: '套餐与增值业务', mark: '变', tone: 'blue', order: 1 },
  },
  choosePackage: {
    path: '/ChoosePackage',
    title: '变更套餐',
    needs: { boundPhone: 'plan' },
    data: [planProductsQuery],
    page: () => import('./choose-package-page.tsx'),
  },
  packageDetails: {
    path: '/PackageDetails',
    title: '套餐详情',
    needs: { boundPhone: 'plan', parameter: 'id' },
    data: [packageDetailsQuery],
    page: () => import('./package-details-page.tsx'),
  },
  changeSucces: {
    path: '/ChangeSucces',
    title: '套餐已受理',
    page: () => import('./change-success-page.tsx'),
  },
});
