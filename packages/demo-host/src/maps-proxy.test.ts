import { describe, expect, it } from 'vitest';
import { isAllowedMapsRequest, isMapsProxyPath } from './maps-proxy.mjs';

describe('the /api-baidu allow-list', () => {
  it.each([
    ['GET', '/api-baidu/location/ip', true],
    ['HEAD', '/api-baidu/location/ip', true],
    ['get', '/api-baidu/location/ip', true],
    ['POST', '/api-baidu/location/ip', false],
    ['GET', '/api-baidu/location/ip/', false],
    ['GET', '/api-baidu/place/v2/search', false],
    ['GET', '/api-baidu/geocoding/v3', false],
    ['GET', '/api-baidu/', false],
    ['GET', '/api-baidu', false],
    ['GET', '/api-baidu/location/ip/../../place/v2/search', false],
    ['GET', '/api-baidu/location/IP', false],
    [undefined, '/api-baidu/location/ip', false],
  ])('%s %s → %s', (method, pathname, allowed) => {
    expect(isAllowedMapsRequest(method, pathname)).toBe(allowed);
  });

  it('recognises every address under the proxy, and no other', () => {
    for (const pathname of ['/api-baidu', '/api-baidu/', '/api-baidu/location/ip', '/api-baidu/x']) {
      expect(isMapsProxyPath(pathname)).toBe(true);
    }
    for (const pathname of ['/api', '/api/wechat/LOGIN', '/api-baidux', '/Recharge']) {
      expect(isMapsProxyPath(pathname)).toBe(false);
    }
  });
});
