import { defineRoutes } from '../../lib/route-module.ts';
import { callerPackagesQuery, divertPackagesQuery } from './route-calls.ts';

/** 来电提醒 / 来电显示 / 订购呼转 call value-added packages, and 呼叫转移 call divert (product.md › 来电增值业务). */
export const routes = defineRoutes({
  openCaller: {
    path: '/openCaller',
    title: '来电提醒',
    needs: { parameter: 'type' },
    data: [callerPackagesQuery],
    page: () => import('./open-caller.tsx'),
    search: [
      {
        id: 'call-reminder',
        name: '来电提醒',
        group: '业务办理',
        keywords: ['漏话提醒', '未接来电'],
        query: 'type=1',
        order: 24,
      },
      {
        id: 'caller-display',
        name: '来电显示',
        group: '业务办理',
        keywords: ['来显'],
        query: 'type=2',
        order: 25,
      },
    ],
    menu: [
      {
        menu: 'business-handle',
        section: '套餐与增值业务',
        query: 'type=1',
        mark: '提',
        tone: 'green',
        order: 2,
      },
      {
        menu: 'business-handle',
        section: '套餐与增值业务',
        label: '来电显示',
        query: 'type=2',
        mark: '显',
        tone: 'cyan',
        order: 3,
      },
    ],
  },
  openRemindSuccess: {
    path: '/openRemindSuccess',
    title: '来电提醒',
    page: () => import('./open-remind-success.tsx'),
  },
  quitRemindSuccess: {
    path: '/quitRemindSuccess',
    title: '来电提醒',
    page: () => import('./quit-remind-success.tsx'),
  },
  callDivert: {
    path: '/callDivert',
    title: '呼叫转移',
    page: () => import('./call-divert.tsx'),
    search: {
      id: 'call-divert',
      name: '呼叫转移',
      group: '业务办理',
      keywords: ['呼转', '来电转接'],
      order: 26,
    },
    menu: { menu: 'business-handle', section: '套餐与增值业务', mark: '转', tone: 'orange', order: 4 },
  },
  calldivertOrder: {
    path: '/calldivertOrder',
    title: '呼叫转移',
    data: [divertPackagesQuery],
    page: () => import('./call-divert-order.tsx'),
  },
});
