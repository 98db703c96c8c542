import { defineRoutes } from '../../lib/route-module.ts';
import {
  accountMemberQuery,
  detailQuery,
  exchangeListQuery,
  ordersQuery,
  pointsBannersQuery,
  ruleQuery,
  signStatusQuery,
} from './route-calls.ts';

/** 积分 points and sign-in (product.md › 积分). */
export const routes = defineRoutes({
  integral: {
    path: '/integral',
    title: '积分',
    // /integral itself opens its first tab. The account is the area's, asked once on entering it.
    data: [accountMemberQuery, signStatusQuery],
    page: () => import('./integral-layout.tsx'),
    children: {
      integralPointsExchange: {
        path: '/integral/pointsExchange',
        title: '积分兑换',
        data: [pointsBannersQuery, exchangeListQuery],
        page: () => import('./points-exchange.tsx'),
        search: {
          id: 'points-exchange',
          name: '积分兑换',
          group: '业务办理',
          keywords: ['积分', '兑换', '礼品'],
          order: 28,
        },
        menu: { menu: 'business-handle', section: '积分与更多', mark: '兑', tone: 'orange', order: 1 },
      },
      integralMyPoints: {
        path: '/integral/myPoints',
        title: '我的积分',
        page: () => import('./my-points.tsx'),
        search: { id: 'my-points', name: '我的积分', group: '积分', keywords: ['积分', '签到'], order: 34 },
        menu: { menu: 'care', label: '积分', order: 5 },
      },
    },
    search: { id: 'points', name: '积分查询', group: '业务查询', keywords: ['积分', '积分中心'], order: 11 },
    menu: [
      {
        menu: 'business-query',
        section: '套餐与业务',
        label: '积分查询',
        mark: '积',
        tone: 'orange',
        order: 3,
      },
      { menu: 'transfer', section: '会员中心', label: '积分中心', order: 2 },
      { menu: 'member', label: '我的积分', order: 2 },
    ],
  },
  exchangeSuccess: {
    path: '/exchangeSuccess',
    title: '积分兑换',
    page: () => import('./exchange-success.tsx'),
  },
  exchangeFail: {
    path: '/exchangeFail',
    title: '积分兑换',
    page: () => import('./exchange-fail.tsx'),
  },
  myOrder: {
    path: '/myOrder',
    title: '我的订单',
    data: [ordersQuery],
    page: () => import('./my-order.tsx'),
    search: {
      id: 'points-orders',
      name: '我的订单',
      group: '积分',
      keywords: ['兑换记录', '订单'],
      order: 36,
    },
    menu: [
      { menu: 'member', label: '积分订单', order: 4 },
      { menu: 'points', order: 1 },
    ],
  },
  integralDetails: {
    path: '/integralDetails',
    title: '积分明细',
    data: [detailQuery, ruleQuery],
    page: () => import('./integral-details.tsx'),
    search: { id: 'points-details', name: '积分明细', group: '积分', keywords: ['积分记录'], order: 35 },
    menu: [
      { menu: 'member', order: 3 },
      { menu: 'points', order: 2 },
      { menu: 'points', label: '积分规则', query: 'tab=rule', order: 3 },
    ],
  },
});
