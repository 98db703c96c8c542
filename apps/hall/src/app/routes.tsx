import { memberQuery } from '../features/member/route-calls.ts';
import { productsQuery, rechargeBalanceQuery } from '../features/recharge/route-calls.ts';
import { defineRoutes } from '../lib/route-module.ts';

/**
 * The hall's own screens: the four tabs of its frame (kept alive, inside the layout, which loads the member
 * on entry), whose pages join several features (routes/*-page.tsx), and the addresses that forward to
 * another: /mp, the official account's menu entry, is the hall's home as `/` is; /PackageOpen opens a
 * package, and flow packs are bought and opened on /Recharge.
 */
export const routes = defineRoutes({
  recharge: {
    path: '/Recharge',
    title: '号码充值',
    tab: true,
    // The balance is asked at once: a signed-in member's own number is the one it is for.
    data: [productsQuery, rechargeBalanceQuery],
    page: () => import(/* webpackChunkName: "recharge" */ './routes/recharge-page.tsx'),
    search: {
      id: 'recharge',
      group: '营业厅',
      keywords: ['充值', '话费', '充话费', '交话费', '缴费', '交费', '流量包'],
      order: 0,
    },
    menu: [
      { menu: 'tabs', icon: 'recharge', order: 1 },
      { menu: 'transfer', section: '营业厅', order: 1 },
      { menu: 'care', label: '充值', order: 1 },
    ],
  },
  businessQuery: {
    path: '/BusinessQuery',
    title: '业务查询',
    tab: true,
    // Each visit to 业务查询 reloads the member.
    data: [memberQuery],
    page: () => import(/* webpackChunkName: "business-query" */ './routes/business-query.tsx'),
    search: { id: 'business-query', group: '营业厅', keywords: ['查询'], order: 1 },
    menu: [
      { menu: 'tabs', icon: 'query', order: 2 },
      { menu: 'transfer', section: '营业厅', order: 2 },
    ],
  },
  businessHandle: {
    path: '/BusinessHandle',
    title: '业务办理',
    tab: true,
    page: () => import(/* webpackChunkName: "business-handle" */ '../features/shell/business-handle.tsx'),
    search: { id: 'business-handle', group: '营业厅', keywords: ['办理'], order: 2 },
    menu: [
      { menu: 'tabs', icon: 'handle', order: 3 },
      { menu: 'transfer', section: '营业厅', order: 3 },
    ],
  },
  personalInformation: {
    path: '/PersonalInformation',
    title: '个人信息',
    tab: true,
    page: () =>
      import(/* webpackChunkName: "personal-information" */ '../features/member/personal-information.tsx'),
    search: { id: 'personal-information', group: '营业厅', keywords: ['会员中心', '我的'], order: 3 },
    menu: { menu: 'tabs', icon: 'member', order: 4 },
  },
  mp: { path: '/mp', title: '网上营业厅', forward: '/' },
  packageOpen: { path: '/PackageOpen', title: '号码充值', forward: '/Recharge' },
});
