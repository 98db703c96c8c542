import { defineRoutes } from '../../lib/route-module.ts';
import { balanceQuery, billQuery, historyBillQuery } from './route-calls.ts';

/** 账单 and 余额 (product.md › 账单与余额). /bill and /billDetails are one screen; the date query picks the month. */
export const routes = defineRoutes({
  bill: {
    path: '/bill',
    title: '本月账单',
    data: [billQuery],
    page: () => import(/* webpackChunkName: "bill" */ './bill-page.tsx'),
    search: {
      id: 'bill',
      name: '本月账单',
      group: '业务查询',
      keywords: ['账单', '话费', '消费', '扣费'],
      order: 5,
    },
    menu: [
      { menu: 'business-query', section: '账单与余额', mark: '账', tone: 'blue', order: 1 },
      { menu: 'care', label: '账单', order: 2 },
    ],
  },
  billDetails: {
    path: '/billDetails',
    title: '账单详情',
    data: [billQuery],
    page: () => import(/* webpackChunkName: "bill" */ './bill-page.tsx'),
  },
  historyBill: {
    path: '/historyBill',
    title: '历史账单',
    data: [historyBillQuery],
    page: () => import('./history-bill-page.tsx'),
    search: {
      id: 'history-bill',
      name: '历史账单',
      group: '业务查询',
      keywords: ['账单', '话费', '往月账单', '上月账单'],
      order: 6,
    },
    menu: { menu: 'business-query', section: '账单与余额', mark: '历', tone: 'cyan', order: 2 },
  },
  balance: {
    path: '/balance',
    title: '余额详情',
    data: [balanceQuery],
    page: () => import('./balance-page.tsx'),
    search: {
      id: 'balance',
      name: '余额查询',
      group: '业务查询',
      keywords: ['余额', '话费余额', '剩余话费', '欠费'],
      order: 7,
    },
    menu: [
      {
        menu: 'business-query',
        section: '账单与余额',
        label: '余额查询',
        mark: '余',
        tone: 'orange',
        order: 3,
      },
      { menu: 'care', label: '余额', order: 3 },
    ],
  },
});
