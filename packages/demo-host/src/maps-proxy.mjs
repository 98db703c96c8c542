/**
 * The host's /api-baidu proxy forwards exactly one request, the visitor's city by IP
 * (`GET /api-baidu/location/ip`, product.md › 接口调用): the host adds the maps service's key, so any other path or
 * method forwarded would spend that key on whatever the caller asks. Everything else is answered 404
 * by the host itself and never reaches the maps service. One rule for the demo host (static-server.mjs),
 * the dev servers (rsbuild.ts) and deploy/nginx (`location = /api-baidu/location/ip`).
 */
export const MAPS_PROXY_PREFIX = '/api-baidu';
export const MAPS_IP_LOOKUP_PATH = '/api-baidu/location/ip';

/** True for an address under /api-baidu (with or without a path after it). */
export function isMapsProxyPath(pathname) {
  return pathname === MAPS_PROXY_PREFIX || pathname.startsWith(`${MAPS_PROXY_PREFIX}/`);
}

/** True for the one request the proxy forwards; HEAD rides along with GET as every host serves it. */
export function isAllowedMapsRequest(method, pathname) {
  const verb = String(method ?? '').toUpperCase();
  return (verb === 'GET' || verb === 'HEAD') && pathname === MAPS_IP_LOOKUP_PATH;
}
