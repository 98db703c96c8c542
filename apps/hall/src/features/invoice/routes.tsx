import { defineRoutes } from '../../lib/route-module.ts';
import {
  invoiceDetailQuery,
  invoiceMonthsQuery,
  olderInvoicesQuery,
  ownCompaniesQuery,
  verifiedMonthsQuery,
} from './route-calls.ts';

/**
 * 电子发票 e-invoicing (product.md › 发票), the flow the hall's menu opens: SMS code or ID photo, the month list,
 * submit, companies, detail.
 */
export const routes = defineRoutes({
  invoiceVerify: {
    path: '/invoiceVerify',
    title: '电子发票',
    page: () => import('./verify-page.tsx'),
    search: {
      id: 'invoice',
      name: '电子发票',
      group: '业务查询',
      keywords: ['发票', '开发票', '开票', '报销'],
      order: 15,
    },
    menu: { menu: 'business-query', section: '证件与发票', mark: '票', tone: 'purple', order: 3 },
  },
  invoicenoCode: {
    path: '/invoicenoCode',
    title: '电子发票',
    page: () => import('./no-code-page.tsx'),
  },
  invoiceList: {
    path: '/invoiceList',
    title: '电子发票',
    data: [verifiedMonthsQuery],
    page: () => import('./invoice-list-page.tsx'),
  },
  submitInvoice: {
    path: '/submitInvoice',
    title: '电子发票',
    page: () => import('./submit-invoice-page.tsx'),
  },
  addsite: {
    path: '/addsite',
    title: '电子发票',
    data: [ownCompaniesQuery],
    page: () => import('./company-page.tsx'),
  },
  billing: {
    path: '/billing',
    title: '开票中',
    page: () => import('./billing-page.tsx'),
  },
  invoiceSuccess: {
    path: '/InvoiceSuccess',
    title: '发票详情',
    needs: { parameter: 'id' },
    data: [invoiceDetailQuery, invoiceMonthsQuery, verifiedMonthsQuery],
    page: () => import('./invoice-detail-page.tsx'),
  },
  invoiceDetailPage: {
    path: '/invoiceDetailPage',
    title: '发票详情',
    needs: { parameter: 'id' },
    data: [invoiceDetailQuery, olderInvoicesQuery],
    page: () => import('./invoice-detail-page.tsx'),
  },
});
