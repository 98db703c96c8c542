// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { describe, expect, it } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import { routes } from './routes.tsx';

const { firstCallsOf } = firstCallsKit();

/** The bodies of ORDER_DETAIL the server gets when the route's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  const sent = await firstCallsOf(routes.orderDetail, address);
  return sent.filter(([path]) => path === calls.ORDER_DETAIL.path).map(([, body]) => body);
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
