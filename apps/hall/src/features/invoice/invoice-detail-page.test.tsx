import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routeData } from '../../lib/route-data.ts';
import type { ScreenRoute } from '../../lib/route-module.ts';
import InvoiceDetailPage from './invoice-detail-page.tsx';
import { storeVerifiedPhone } from './invoice-session.ts';
import { routes } from './routes.tsx';

/** What the router does for the address: the route's loader first, then the screen. */
async function open(route: ScreenRoute, address: string) {
  await routeData(...(route.data ?? []))({
    request: new Request(new URL(address, window.location.origin)),
    params: {},
  } as never);
  render(
    <MemoryRouter initialEntries={[address]}>
      <InvoiceDetailPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The requests per path: the two invoice lists share one, told apart by their bodies. */
const pathsOf = (server: ReturnType<typeof answerWith>) => server.requests.map(({ path }) => path).sort();

describe('InvoiceDetailPage', () => {
  it('takes the calls its route started on /InvoiceSuccess, each asked once', async () => {
    writeStored('token', 'token-newer');
    storeVerifiedPhone('17088886666');
    const server = answerWith();
    await open(routes.invoiceSuccess, '/InvoiceSuccess?id=INV202401');
    expect(await screen.findByRole('region', { name: '发票信息' })).toBeInTheDocument();
    expect(screen.getByText('开票金额')).toBeInTheDocument();
    expect(pathsOf(server)).toEqual(
      [calls.INVOICE_DETAIL.path, calls.NEW_MONTHS_INFO.path, calls.NEW_INVOICE_LIST.path].sort(),
    );
    expect(server.bodiesOf(calls.INVOICE_DETAIL)).toEqual([{ token: 'token-newer', invoiceId: 'INV202401' }]);
  });

  it('takes the calls its route started on /invoiceDetailPage, each asked once', async () => {
    writeStored('token', 'token-older');
    const server = answerWith();
    await open(routes.invoiceDetailPage, '/invoiceDetailPage?id=1019');
    expect(await screen.findByRole('region', { name: '发票信息' })).toBeInTheDocument();
    expect(screen.queryByText('开票金额')).not.toBeInTheDocument();
    expect(pathsOf(server)).toEqual([calls.INVOICE_DETAIL.path, calls.INVOICE_LIST.path].sort());
    expect(server.bodiesOf(calls.INVOICE_LIST)).toEqual([{ token: 'token-older' }]);
  });
});
