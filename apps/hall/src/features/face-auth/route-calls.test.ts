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

/** The bodies the server gets when /QRcodeVideo's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  await routeData(...(routes.qrcodeVideo.data ?? []))({
    request: new Request(`http://hall.test${address}`),
    params: {},
  } as never);
  await vi.waitFor(() => expect(server.requests).toHaveLength(server.countOf(calls.CPDEIMG)));
  return server.bodiesOf(calls.CPDEIMG).map(({ token: _token, ...body }) => body);
}

describe('承诺视频 first call', () => {
  it.each([
    ['/QRcodeVideo?serviceId=17088886666', '17088886666'],
    ['/QRcodeVideo?phone=%2017088886667%20', '17088886667'],
  ])(
    "asks for the QR code of the address's number with the route's code (%s)",
    async (address, serviceId) => {
      expect(await firstBodiesOf(address)).toEqual([{ serviceId }]);
    },
  );

  it.each(['/QRcodeVideo', '/QRcodeVideo?serviceId=12345'])(
    'asks for nothing without a valid number (%s)',
    async (address) => {
      expect(await firstBodiesOf(address)).toEqual([]);
    },
  );
});
