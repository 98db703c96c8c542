// @vitest-environment happy-dom
import { CALLS, type CallName } from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import firstCalls from '../config/first-calls.gen.json';
// Every address with a page of its own, as `npm run generate` writes them from the route modules.
import routeTitles from '../config/route-titles.gen.json';
import type { ScreenCallsHandle } from '../lib/route-data.ts';
import { everyFeatureScreen } from './route-tree.tsx';
import { hallRoutes } from './router.tsx';

/** The whole tree, as the router has it once every address has been opened. */
const routes = hallRoutes(await everyFeatureScreen());

/**
 * The calls a loader chains on another's answer (`routeCallAfter`: the SMS service's, on the member) or on a
 * lookup (`routeCallOn`: /store's, on the visitor's city): their
 * body is not the address's, so the early script does not send them, and the table leaves them out.
 */
const CHAINED = new Set<string>();
/** Where a declared call's answer names the screen's largest picture (route-call.ts `picture`), by call. */
const PICTURES = new Map<string, string>();
(function collect(tree: RouteObject[]) {
  for (const route of tree) {
    const { data } = (route.handle ?? {}) as ScreenCallsHandle;
    for (const call of data ?? []) {
      if (call.after) CHAINED.add(call.definition.name);
      if (call.picture) PICTURES.set(call.definition.name, call.picture);
    }
    collect(route.children ?? []);
  }
})(routes);

/**
 * A page's early script (early-calls.ts) starts the address's first calls from the document, before the
 * app's scripts have run; the route's loaders ask for the same calls later and take those answers. The
 * calls come from src/config/first-calls.gen.json, which this test writes from what the routes' loaders
 * send to the server (`vitest -u` rewrites it), so the early script asks for exactly what the loaders
 * would, with each call's method and path copied from the call table.
 * An address with a parameter has no page, so no early calls.
 */
describe('first calls', () => {
  let server: ContractStub;

  beforeEach(() => {
    server = answerWith();
  });

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    // What an early script left on the window for the app to take.
    delete (window as unknown as Record<string, unknown>).__bluecatEarlyCalls;
  });

  /**
   * Signs in with a token of its own each time: the gateway keeps a started call for a moment, for the
   * screen that reads it, and a call of another session is another call, so each opening sends afresh.
   */
  let sessions = 0;
  const signInFor = (address: string) => {
    sessions += 1;
    writeStored('token', `token-${sessions}-${address}`);
  };

  /** Runs the loaders of the routes an address matches, as the router does when it is opened. */
  async function openAddress(address: string): Promise<void> {
    const request = new Request(`http://localhost${address}`);
    for (const match of matchRoutes(routes, address) ?? []) {
      const { loader } = match.route;
      // routeData's loaders read the request alone.
      if (typeof loader === 'function') await loader({ request, params: match.params } as never);
    }
  }

  /** Waits until every request started so far has reached the server and been read. */
  async function sent(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() => expect(server.requests).toHaveLength(vi.mocked(fetch).mock.calls.length));
  }

  /**
   * The calls the server gets when the address is opened: name and body, without the session's token,
   * which the transport adds to every body, the early script's as the loaders'.
   */
  async function firstCallsOf(address: string): Promise<[string, object?][]> {
    signInFor(address);
    const before = server.requests.length;
    await openAddress(address);
    await sent();
    // A lookup outside the gateway (the visitor's city, for /store's chained STORE) is the loader's alone.
    return server.requests
      .slice(before)
      .filter(({ call }) => !CHAINED.has(call) && call in CALLS)
      .map(({ call, body: { token: _token, ...body } }) =>
        Object.keys(body).length === 0 ? [call] : [call, body],
      );
  }

  async function table(): Promise<Record<string, [string, object?][]>> {
    const all: Record<string, [string, object?][]> = {};
    for (const address of Object.keys(routeTitles).sort()) {
      const calls = await firstCallsOf(address);
      if (calls.length > 0) all[address] = calls;
    }
    return all;
  }

  it('starts the member, the products and the balance for /Recharge', async () => {
    expect(await firstCallsOf('/Recharge')).toEqual([
      ['PERSONAL_DATA'],
      ['RECHARGE_PRODUCT'],
      ['QUERY_BALANCE'],
    ]);
  });

  it("starts the first tab's calls for an address that opens it (/integral)", async () => {
    expect(await firstCallsOf('/integral')).toEqual([
      ['PERSONAL_DATA'],
      ['SIGN_STATUS'],
      ['BANNER'],
      ['POINTS_EXCHANGE_LIST'],
    ]);
  });

  it('starts nothing for a visitor without a token', async () => {
    await openAddress('/Recharge');
    await sent();
    expect(server.requests).toEqual([]);
  });

  it('is the table the early script reads', async () => {
    const addresses = await table();
    const names = [...new Set(Object.values(addresses).flatMap((calls) => calls.map(([name]) => name)))];
    const routes = names.sort().map((name) => {
      const { method, path } = CALLS[name as CallName];
      const picture = PICTURES.get(name);
      return `    ${JSON.stringify(name)}: ${JSON.stringify({ method, path, ...(picture ? { picture } : {}) })}`;
    });
    const lines = Object.entries(addresses).map(
      ([address, calls]) => `    ${JSON.stringify(address)}: ${JSON.stringify(calls)}`,
    );
    const json = `{\n  "calls": {\n${routes.join(',\n')}\n  },\n  "addresses": {\n${lines.join(',\n')}\n  }\n}\n`;
    await expect(json).toMatchFileSnapshot('../config/first-calls.gen.json');
  });

  it.each(Object.keys(firstCalls.addresses))(
    "sends %s's calls once: the early script's, which the loaders take over",
    async (address) => {
      signInFor(address);
      window.history.replaceState(null, '', address);
      // The early script runs as the document loads it, before the app: a fresh copy for this address.
      vi.resetModules();
      await import('./early-calls.ts');
      await sent();
      const early = server.requests.length;
      expect(early).toBeGreaterThan(0);

      await openAddress(address);
      await sent();
      expect(server.requests.slice(early).filter(({ call }) => !CHAINED.has(call))).toEqual([]);
    },
  );
});
