import { defineRoutes } from '../../lib/route-module.ts';
import { olderListQuery } from './route-calls.ts';

/** The older e-invoice form and list that earlier links still point at (product.md › 发票). */
export const routes = defineRoutes({
  invoiceForm: {
    path: '/invoice',
    title: '开具发票',
    data: [olderListQuery],
    page: () => import('./legacy-invoice-page.tsx'),
  },
  state: {
    path: '/state',
    title: '发票列表',
    data: [olderListQuery],
    page: () => import('./state-page.tsx'),
  },
});
