// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { describe, expect, it } from 'vitest';
import { firstCallsKit } from '../../testing/first-calls-kit.ts';
import { routes } from './routes.tsx';

const { firstCallsOf } = firstCallsKit();

/** The bodies of CPDEIMG the server gets when the route's loader runs for the address, without the token. */
async function firstBodiesOf(address: string): Promise<object[]> {
  const sent = await firstCallsOf(routes.qrcodeVideo, address);
  return sent.filter(([path]) => path === calls.CPDEIMG.path).map(([, body]) => body);
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
