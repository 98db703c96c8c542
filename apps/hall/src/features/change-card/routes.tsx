import { defineRoutes } from '../../lib/route-module.ts';

/** 补卡 SIM replacement (product.md › 补卡): as 销户 without the guard (product.md › 号码绑定 names no bound-number need for it). */
export const routes = defineRoutes({
  changeCard: {
    path: '/changeCard',
    title: '补卡',
    page: () => import('./change-card-start-page.tsx'),
    search: {
      id: 'change-card',
      name: '补卡',
      group: '业务办理',
      keywords: ['补换卡', '换卡', '丢卡', '卡丢了', '手机卡'],
      order: 20,
    },
    menu: { menu: 'business-handle', section: '号码服务', mark: '补', tone: 'orange', order: 5 },
  },
  changeCardForm: {
    path: '/changeCardForm',
    title: '补卡申请',
    page: () => import('./change-card-form-page.tsx'),
  },
  changeCardauditCabcel: {
    path: '/changeCardauditCabcel',
    title: '补卡申请已提交',
    page: () => import('./change-card-audit-page.tsx'),
  },
  changeCardFail: {
    path: '/changeCardFail',
    title: '补卡申请失败',
    page: () => import('./change-card-fail-page.tsx'),
  },
});
