import { defineRoutes } from '../../lib/route-module.ts';
import { noteRegistrationQuery, orderedQuery, registrationQuery } from './route-calls.ts';

/**
 * 短信防打扰 SMS do-not-disturb (product.md › 短信防打扰). The pages that act on the number sit behind the bound-phone
 * guard (product.md › 短信防打扰), which hands them the number; the agreement and the result pages do not need one.
 */
export const routes = defineRoutes({
  willRegister: {
    path: '/WillRegister',
    title: '短信防打扰',
    needs: { boundPhone: 'plan' },
    data: [orderedQuery],
    page: () => import('./will-register.tsx'),
    search: {
      id: 'sms-do-not-disturb',
      name: '短信防打扰',
      group: '业务办理',
      keywords: ['防骚扰', '骚扰短信', '垃圾短信', '短信拦截'],
      order: 27,
    },
    menu: { menu: 'business-handle', section: '套餐与增值业务', mark: '扰', tone: 'purple', order: 5 },
  },
  selectFunction: {
    path: '/SelectFunction',
    title: '短信防打扰',
    needs: { boundPhone: 'plan' },
    page: () => import('./select-function.tsx'),
  },
  noteRegister: {
    path: '/NoteRegister/:phone',
    title: '防护登记',
    needs: { boundPhone: 'plan' },
    data: [noteRegistrationQuery],
    page: () => import('./note-register.tsx'),
  },
  rejectionBusiness: {
    path: '/RejectionBusiness',
    title: '行业营销防护',
    needs: { boundPhone: 'plan' },
    data: [registrationQuery],
    page: () => import('./rejection-business.tsx'),
  },
  rejectNumber: {
    path: '/RejectNumber',
    title: '拒收号码防护',
    needs: { boundPhone: 'plan' },
    data: [registrationQuery],
    page: () => import('./reject-number.tsx'),
  },
  customerService: {
    path: '/CustomerService',
    title: '意见反馈',
    needs: { boundPhone: 'plan' },
    page: () => import('./customer-service.tsx'),
  },
  userAgreement: {
    path: '/UserAgreement',
    title: '用户服务协议',
    page: () => import('./user-agreement.tsx'),
  },
  openSuccess: {
    path: '/openSuccess',
    title: '短信防打扰',
    page: () => import('./open-success.tsx'),
  },
  quitSuccess: {
    path: '/quitSuccess',
    title: '短信防打扰',
    page: () => import('./quit-success.tsx'),
  },
});
