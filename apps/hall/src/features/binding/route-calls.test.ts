// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { describe, expect, it } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import { routes } from './routes.tsx';

const { firstCallsOf } = firstCallsKit();

/** The bodies of GET_MEAL the server gets when the route's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  const sent = await firstCallsOf(routes.mealDetails, address);
  return sent.filter(([path]) => path === calls.GET_MEAL.path).map(([, body]) => body);
}

describe('套餐详情 first call', () => {
  it("asks for the address's package with the route's code", async () => {
    expect(await firstBodiesOf('/mealDetails?id=%20P01%20')).toEqual([{ packageId: 'P01' }]);
  });

  it.each(['/mealDetails', '/mealDetails?id=', '/mealDetails?id=%20'])(
    'asks for nothing without a package (%s)',
    async (address) => {
      expect(await firstBodiesOf(address)).toEqual([]);
    },
  );
});
