import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeData } from '../../lib/route-data.ts';
import type { ScreenRoute } from '../../lib/route-module.ts';
import { storeInvoiceUserId, storeVerifiedPhone } from './invoice-session.ts';
import { routes } from './routes.tsx';

let server: ContractStub;
let sessions = 0;

beforeEach(() => {
  server = answerWith();
  // A session of its own each time: a started call is kept for its screen, per session.
  sessions += 1;
  writeStored('token', `token-${sessions}`);
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The calls the server gets when the route's loader runs for the address: path and body, without the token
 * (the two invoice lists share a path, told apart by their bodies).
 */
async function firstCallsOf(route: ScreenRoute, address: string): Promise<[string, object][]> {
  await routeData(...(route.data ?? []))({
    request: new Request(`http://hall.test${address}`),
    params: {},
  } as never);
  await vi.waitFor(() => expect(server.requests).toHaveLength(vi.mocked(fetch).mock.calls.length));
  return server.requests.map(({ path, body: { token: _token, ...body } }) => [path, body]);
}

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
