import { memberQuery } from '../../lib/member-query.ts';
import { defineRoutes } from '../../lib/route-module.ts';

/**
 * 销户 cancellation (product.md › 销户): its /cancel start page sits behind the bound-phone guard (it needs a bound
 * number), then the application form and its outcomes.
 */
export const routes = defineRoutes({
  cancel: {
    path: '/cancel',
    title: '销户',
    needs: { boundPhone: 'cancel' },
    page: () => import('./cancel-start-page.tsx'),
    search: { id: 'cancel', name: '销户', group: '业务办理', keywords: ['注销', '销号', '退网'], order: 21 },
    menu: { menu: 'business-handle', section: '号码服务', mark: '销', tone: 'red', order: 6 },
  },
  cancelForm: {
    path: '/cancelForm',
    title: '销户申请',
    // The QR code of its face check is for the bound number (lib/face-auth/browser-effects.ts).
    data: [memberQuery],
    page: () => import('./cancel-form-page.tsx'),
  },
  auditCabcel: {
    path: '/auditCabcel',
    title: '销户申请已提交',
    page: () => import('./audit-cancel-page.tsx'),
  },
  cancelFail: {
    path: '/cancelFail',
    title: '销户申请失败',
    page: () => import('./cancel-fail-page.tsx'),
  },
});
