import * as calls from '@bluecat/api/calls';
import { createGateway } from '@bluecat/api/gateway';
import { routeCall } from '@bluecat/api/route-call';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRouteData } from './route-data.ts';

const RECORD = { uimId: '8986011', serviceid: '17000000001', sumFee: '50' };

/** A gateway whose fetch records each request's call and body and answers with `answer`. */
function setup(answer: unknown = { code: 1, msg: '成功', data: RECORD }) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  const effects = {
    toast: vi.fn<(message: string) => void>(),
    showLoading: vi.fn(() => () => undefined),
    alert: vi.fn(() => Promise.resolve()),
    navigate: vi.fn<(to: string) => void>(),
  };
  const gateway = createGateway({ baseUrl: 'http://gateway.test', effects, fetch });
  return { gateway, effects, requests };
}

/** The opening record of the address's card, none for an address without one. */
const recordRoute = routeCall(calls.queryOpenCardLocation, (url) => {
  const uimId = url.searchParams.get('uimId');
  return uimId ? { uimId } : null;
});

/** Runs a loader as the router does when the address is opened. */
function open(loader: ReturnType<ReturnType<typeof createRouteData>['routeData']>, address: string) {
  return loader({ request: new Request(`http://agent.test${address}`), params: {} } as never);
}

/** The address the hook's screen shows (`at`). */
let shown = '/';

function ShownAddress({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[shown]}>{children}</MemoryRouter>;
}

const at = (address: string) => {
  shown = address;
  return ShownAddress;
};

/** The route data the screen below reads through, bound by the test that renders it. */
let bound: ReturnType<typeof createRouteData>;

/** A screen reading its own route's first call. */
function RecordNumber() {
  const { data } = bound.useScreenCall<typeof recordRoute, string>((record) => record.serviceid);
  return <p>号码 {data ?? '…'}</p>;
}

describe('route data over an app gateway', () => {
  it("starts a route's declared calls from its loader, with the body its address gives", async () => {
    const { gateway, requests } = setup();
    const { routeData } = createRouteData(gateway);
    expect(await open(routeData(recordRoute), '/OpenPay?uimId=8986011')).toBeNull();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ uimId: '8986011' });
  });

  it('starts nothing where the address asks for no call, or the app says not now', async () => {
    const { gateway, requests } = setup();
    await open(createRouteData(gateway).routeData(recordRoute), '/OpenPay');
    await open(
      createRouteData(gateway, { mayStart: () => false }).routeData(recordRoute),
      '/OpenPay?uimId=1',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([]);
  });

  it('the screen takes what the loader started: one request, then 重试 asks again', async () => {
    const { gateway, requests } = setup();
    const { routeData, useRouteCall } = createRouteData(gateway);
    await open(routeData(recordRoute), '/OpenPay?uimId=8986011');
    const { result } = renderHook(() => useRouteCall(recordRoute, (data) => data.uimId), {
      wrapper: at('/OpenPay?uimId=8986011'),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('8986011');
    expect(requests).toHaveLength(1);

    act(() => result.current.reload());
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('a screen mounted without its loader asks itself', async () => {
    const { gateway, requests } = setup();
    const { useRouteCall } = createRouteData(gateway);
    const { result } = renderHook(() => useRouteCall(recordRoute), {
      wrapper: at('/OpenPay?uimId=7'),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ uimId: '7' });
  });

  it("reads a refusal as the page's error, in the server's words and without a toast", async () => {
    const { gateway, effects } = setup({ code: 0, msg: '记录不存在', data: null });
    const { useRouteCall } = createRouteData(gateway);
    const { result } = renderHook(() => useRouteCall(recordRoute), {
      wrapper: at('/OpenPay?uimId=7'),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('记录不存在');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('readRoute asks nothing for an address without a body', async () => {
    const { gateway, requests } = setup();
    const { readRoute } = createRouteData(gateway);
    await expect(readRoute(recordRoute, new URL('http://agent.test/OpenPay'))).rejects.toThrow(
      'queryOpenCardLocation: no call for this address',
    );
    expect(requests).toEqual([]);
  });

  it("useScreenCall reads the first call its own route declares, started by that route's loader", async () => {
    const { gateway, requests } = setup();
    bound = createRouteData(gateway);
    const router = createMemoryRouter(
      [
        {
          path: '/OpenPay',
          loader: bound.routeData(recordRoute),
          handle: { data: [recordRoute] },
          Component: RecordNumber,
        },
      ],
      { initialEntries: ['/OpenPay?uimId=8986011'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('号码 17000000001')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
