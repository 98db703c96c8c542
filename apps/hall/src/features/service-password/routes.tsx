import { memberQuery } from '../../lib/member-query.ts';
import { defineRoutes } from '../../lib/route-module.ts';

/**
 * 服务密码 service password (product.md › 服务密码): verify the old one (or a face for 忘记原密码), set the new one, and
 * the outcome.
 */
export const routes = defineRoutes({
  setPassword: {
    path: '/setPassword',
    title: '修改服务密码',
    needs: { member: true },
    page: () => import('./set-password-page.tsx'),
    search: {
      id: 'service-password',
      name: '服务密码',
      group: '业务办理',
      keywords: ['密码', '修改密码', '修改服务密码', '改密码'],
      order: 19,
    },
    menu: [
      {
        menu: 'business-handle',
        section: '号码服务',
        label: '服务密码',
        mark: '密',
        tone: 'purple',
        order: 4,
      },
      { menu: 'member', label: '服务密码', order: 5 },
    ],
  },
  notPassword: {
    path: '/notPassword',
    title: '忘记原密码',
    needs: { member: true },
    page: () => import('./not-password-page.tsx'),
    search: {
      id: 'forgot-password',
      name: '忘记原密码',
      group: '业务办理',
      keywords: ['密码', '忘记密码', '重置密码', '找回密码'],
      order: 38,
    },
  },
  newPassword: {
    path: '/newPassword',
    title: '修改服务密码',
    // The QR code of its face check is for the bound number (lib/face-auth/browser-effects.ts).
    data: [memberQuery],
    page: () => import('./new-password-page.tsx'),
  },
  setSuccess: {
    path: '/setSuccess',
    title: '服务密码',
    page: () => import('./set-success-page.tsx'),
  },
  setFail: {
    path: '/setFail',
    title: '服务密码',
    page: () => import('./set-fail-page.tsx'),
  },
});
