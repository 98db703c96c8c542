import { CALLS, type CallName } from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import routeModules from '../config/route-modules.gen.json';
import { api } from '../lib/api.ts';
import { routes } from './router.tsx';

/**
 * A page's early script (early-calls.ts) starts the address's first calls from the document, before the
 * app's scripts have run; the route's loaders ask for the same calls later and take those answers. The
 * calls come from src/config/first-calls.gen.json, which this test writes from the declarations the routes'
 * loaders start (`vitest -u` rewrites it), so the early script asks for exactly what the loaders would, with
 * each call's method and path copied from the call table.
 * An address with a parameter has no page, so no early calls.
 */
describe('first calls', () => {
  const started: [string, object?][] = [];

  beforeEach(() => {
    writeStored('token', 'first-calls-token');
    // Each declaration the loaders start, with the body it builds for the address (none when it asks for none).
    vi.spyOn(api, 'start').mockImplementation((route, url) => {
      const body = route.bodyFor(url);
      if (body === null) return;
      started.push(body === undefined ? [route.definition.name] : [route.definition.name, body]);
    });
  });

  afterEach(() => {
    localStorage.clear();
  });

  async function firstCallsOf(address: string): Promise<[string, object?][]> {
    started.length = 0;
    const request = new Request(`http://localhost${address}`);
    for (const match of matchRoutes(routes, address) ?? []) {
      const { loader } = match.route;
      // routeData's loaders read the request alone.
      if (typeof loader === 'function') await loader({ request, params: match.params } as never);
    }
    const seen = new Set<string>();
    return started.filter((call) => {
      const key = JSON.stringify([call[0], call[1] ?? {}]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  async function table(): Promise<Record<string, [string, object?][]>> {
    const all: Record<string, [string, object?][]> = {};
    for (const address of Object.keys(routeModules)) {
      const calls = await firstCallsOf(address);
      if (calls.length > 0) all[address] = calls;
    }
    return all;
  }

  it('starts the member, the products and the balance for /Recharge', async () => {
    expect(await firstCallsOf('/Recharge')).toEqual([
      ['PERSONAL_DATA'],
      ['RECHARGE_PRODUCT', {}],
      ['QUERY_BALANCE', {}],
    ]);
  });

  it('is the table the early script reads', async () => {
    const addresses = await table();
    const names = [...new Set(Object.values(addresses).flatMap((calls) => calls.map(([name]) => name)))];
    const routes = names.sort().map((name) => {
      const { method, path } = CALLS[name as CallName];
      return `    ${JSON.stringify(name)}: ${JSON.stringify({ method, path })}`;
    });
    const lines = Object.entries(addresses).map(
      ([address, calls]) => `    ${JSON.stringify(address)}: ${JSON.stringify(calls)}`,
    );
    const json = `{\n  "calls": {\n${routes.join(',\n')}\n  },\n  "addresses": {\n${lines.join(',\n')}\n  }\n}\n`;
    await expect(json).toMatchFileSnapshot('../config/first-calls.gen.json');
  });
});
