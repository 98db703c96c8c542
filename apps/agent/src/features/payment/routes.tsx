import { openingRecordQuery } from '../../lib/opening-record-query.ts';
import { defineRoutes } from '../../lib/route-module.ts';

/**
 * 开卡支付 and 支付确认, the prepayment pages. The main wizard's pages need the signed-in agent (the fund pool charges the
 * agent's dealer). The scan variant's follow its wizard, which a link can open without a login, so they
 * take the payer from the record. Each reads the stored card's record first (`data`).
 */
export const routes = defineRoutes({
  openPay: {
    path: '/OpenPay',
    title: '开卡支付',
    needs: { agentSession: true },
    data: [openingRecordQuery],
    page: () => import('./open-pay-page.tsx'),
  },
  wxQuery: {
    path: '/WxQuery',
    title: '支付确认',
    needs: { agentSession: true },
    data: [openingRecordQuery],
    page: () => import('./wx-query-page.tsx'),
  },
  vnoOpenPay: {
    path: '/VnoOpenPay',
    title: '开卡支付',
    data: [openingRecordQuery],
    page: () => import('./vno-open-pay-page.tsx'),
  },
  vnoWxQuery: {
    path: '/VnoWxQuery',
    title: '支付确认',
    data: [openingRecordQuery],
    page: () => import('./vno-wx-query-page.tsx'),
  },
});
