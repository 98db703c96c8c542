// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { describe, expect, it } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import { routes } from './routes.tsx';

const { firstCallsOf } = firstCallsKit();

/** The bodies of GET_ACTIVITY_DETAIL the server gets when the route's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  const sent = await firstCallsOf(routes.activityDetails, address);
  return sent.filter(([path]) => path === calls.GET_ACTIVITY_DETAIL.path).map(([, body]) => body);
}

describe('活动详情 first call', () => {
  it("asks for the address's activity with the route's code", async () => {
    expect(await firstBodiesOf('/activityDetails?id=%207%20')).toEqual([{ activityId: '7' }]);
  });

  it.each(['/activityDetails', '/activityDetails?id=', '/activityDetails?id=%20'])(
    'asks for nothing without an activity (%s)',
    async (address) => {
      expect(await firstBodiesOf(address)).toEqual([]);
    },
  );
});
