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

/** The bodies the server gets when /activityDetails's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  await routeData(...(routes.activityDetails.data ?? []))({
    request: new Request(`http://hall.test${address}`),
    params: {},
  } as never);
  await vi.waitFor(() => expect(server.requests).toHaveLength(server.countOf(calls.GET_ACTIVITY_DETAIL)));
  return server.bodiesOf(calls.GET_ACTIVITY_DETAIL).map(({ token: _token, ...body }) => body);
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
