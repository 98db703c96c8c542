import { defineRoutes } from '../../lib/route-module.ts';

/**
 * Result pages: of a payment (充值), of a pack opening and of a handled request. The last three are routes
 * product.md › 支付结果 lists without content (/packageOpenSuccess, /success, /fail).
 */
export const routes = defineRoutes({
  paySuccess: {
    path: '/paySuccess',
    title: '支付成功！',
    page: () => import('./pay-success.tsx'),
  },
  payFail: {
    path: '/payFail',
    title: '支付失败',
    page: () => import('./pay-fail.tsx'),
  },
  flowPayFali: {
    path: '/flowPayFali',
    title: '充值失败',
    page: () => import('./flow-pay-fail.tsx'),
  },
  packageOpenSuccess: {
    path: '/packageOpenSuccess',
    title: '开通成功',
    page: () => import('./package-open-success.tsx'),
  },
  success: {
    path: '/success',
    title: '办理成功',
    page: () => import('./handling-success.tsx'),
  },
  fail: {
    path: '/fail',
    title: '办理失败',
    page: () => import('./handling-fail.tsx'),
  },
});
