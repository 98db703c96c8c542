import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { readInvoiceUserId, readVerifiedPhone } from './invoice-session.ts';

/*
 * The invoice screens' first calls, started by their routes' loaders and read by the screens through
 * these same objects. The newer flow's calls are the verified number's, which the flow keeps in storage
 * (invoice-session.ts): without one nothing is asked, and the screen sends the visitor to /invoiceVerify.
 */

/** 发票列表 the verified number's months; also 发票状态 of a detail opened from that list (/InvoiceSuccess). */
export const verifiedMonthsQuery = routeCall(calls.NEW_INVOICE_LIST, () => {
  const phone = readVerifiedPhone();
  return phone ? { service_id: phone } : null;
});

/** 公司信息管理 the companies saved for the verified number. */
export const ownCompaniesQuery = routeCall(calls.NEW_QUERY_USER, () => {
  const userId = readInvoiceUserId();
  return userId ? { userId } : null;
});

/** The address's invoice id, as the detail page reads it; '' without one. */
export function invoiceIdOf(url: URL): string {
  return url.searchParams.get('id')?.trim() ?? '';
}

/** 发票详情 the invoice of the address's `id`. */
export const invoiceDetailQuery = routeCall(calls.INVOICE_DETAIL, (url) => {
  const invoiceId = invoiceIdOf(url);
  return invoiceId ? { invoiceId } : null;
});

/** The amount and months of an invoice opened from the newer list (/InvoiceSuccess). */
export const invoiceMonthsQuery = routeCall(calls.NEW_MONTHS_INFO, (url) => {
  const id = invoiceIdOf(url);
  return id ? { id } : null;
});

/** The older list by the token: 发票状态 of a detail opened from it (/invoiceDetailPage). */
export const olderInvoicesQuery = routeCall(calls.INVOICE_LIST, () => ({}));
