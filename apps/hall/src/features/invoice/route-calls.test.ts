// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { describe, expect, it } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import { storeInvoiceUserId, storeVerifiedPhone } from './invoice-session.ts';
import { routes } from './routes.tsx';

const { firstCallsOf } = firstCallsKit();

describe('电子发票 first calls', () => {
  it("ask for the verified number's months on /invoiceList", async () => {
    storeVerifiedPhone('17088886666');
    expect(await firstCallsOf(routes.invoiceList, '/invoiceList')).toEqual([
      [calls.NEW_INVOICE_LIST.path, { service_id: '17088886666' }],
    ]);
  });

  it("ask for the verified number's companies on /addsite, by its userId once the list named one", async () => {
    storeVerifiedPhone('17088886666');
    expect(await firstCallsOf(routes.addsite, '/addsite')).toEqual([
      [calls.NEW_QUERY_USER.path, { userId: '17088886666' }],
    ]);
    storeInvoiceUserId('U-1');
    expect((await firstCallsOf(routes.addsite, '/addsite')).at(-1)).toEqual([
      calls.NEW_QUERY_USER.path,
      { userId: 'U-1' },
    ]);
  });

  it.each([routes.invoiceList, routes.addsite])(
    'ask for nothing without a verified number ($path): the screen sends the visitor to verify',
    async (route) => {
      expect(await firstCallsOf(route, route.path)).toEqual([]);
    },
  );

  it('ask for the invoice, its months and the newer list on /InvoiceSuccess', async () => {
    storeVerifiedPhone('17088886666');
    expect(await firstCallsOf(routes.invoiceSuccess, '/InvoiceSuccess?id=%20I9%20')).toEqual([
      [calls.INVOICE_DETAIL.path, { invoiceId: 'I9' }],
      [calls.NEW_MONTHS_INFO.path, { id: 'I9' }],
      [calls.NEW_INVOICE_LIST.path, { service_id: '17088886666' }],
    ]);
  });

  it('ask for the invoice and the older list on /invoiceDetailPage', async () => {
    expect(await firstCallsOf(routes.invoiceDetailPage, '/invoiceDetailPage?id=I9')).toEqual([
      [calls.INVOICE_DETAIL.path, { invoiceId: 'I9' }],
      [calls.INVOICE_LIST.path, {}],
    ]);
  });

  it('ask for no invoice without an id', async () => {
    expect(await firstCallsOf(routes.invoiceSuccess, '/InvoiceSuccess?id=%20')).toEqual([]);
    expect(await firstCallsOf(routes.invoiceDetailPage, '/invoiceDetailPage')).toEqual([
      [calls.INVOICE_LIST.path, {}],
    ]);
  });
});
