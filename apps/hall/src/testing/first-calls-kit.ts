import { writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { routeData } from '../lib/route-data.ts';
import type { ScreenRoute } from '../lib/route-module.ts';

/**
 * A feature's route-calls test: each test has the contract's answers and a session of its own (a started
 * call is kept for its screen, per session); `firstCallsOf(route, address)` runs the route's loader for the
 * address, as the router does when it is opened, and gives what the server got: each call's path and body,
 * without the token.
 */
export function firstCallsKit(): {
  server: () => ContractStub;
  firstCallsOf: (route: ScreenRoute, address: string) => Promise<[string, object][]>;
} {
  let server: ContractStub;
  let sessions = 0;

  beforeEach(() => {
    server = answerWith();
    sessions += 1;
    writeStored('token', `token-${sessions}`);
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  return {
    server: () => server,
    async firstCallsOf(route, address) {
      await routeData(...(route.data ?? []))({
        request: new Request(`http://hall.test${address}`),
        params: {},
      } as never);
      await vi.waitFor(() => expect(server.requests).toHaveLength(vi.mocked(fetch).mock.calls.length));
      return server.requests.map(({ path, body: { token: _token, ...body } }) => [path, body]);
    },
  };
}
