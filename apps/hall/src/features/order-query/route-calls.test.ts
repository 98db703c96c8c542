import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeData } from '../../lib/route-data.ts';
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
});

/** The bodies the server gets when /orderDetail's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  await routeData(...(routes.orderDetail.data ?? []))({
    request: new Request(`http://hall.test${address}`),
    params: {},
  } as never);
  await vi.waitFor(() => expect(server.requests).toHaveLength(server.countOf(calls.ORDER_DETAIL)));
  return server.bodiesOf(calls.ORDER_DETAIL).map(({ token: _token, ...body }) => body);
}

describe('订单详情 first call', () => {
  it("asks for the address's order with the route's code", async () => {
    expect(await firstBodiesOf('/orderDetail?oid=%20A100%20')).toEqual([{ oid: 'A100' }]);
  });

  it.each(['/orderDetail', '/orderDetail?oid=', '/orderDetail?oid=%20'])(
    'asks for nothing without an order (%s)',
    async (address) => {
      expect(await firstBodiesOf(address)).toEqual([]);
    },
  );
});
