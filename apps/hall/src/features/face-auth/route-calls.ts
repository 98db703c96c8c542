import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { MOBILE_PATTERN } from '@bluecat/rules/patterns';

/** The number /QRcodeVideo is opened for: `serviceId` (or `phone`) of its query; '' without one. */
export function videoNumberOf(query: URLSearchParams): string {
  return (query.get('serviceId') ?? query.get('phone') ?? '').trim();
}

/**
 * 承诺视频's first call, started by its route's loader and read by the screen through this same object:
 * the QR code of the address's number; without a valid number nothing is asked.
 */
export const videoQrQuery = routeCall(calls.CPDEIMG, (url) => {
  const serviceId = videoNumberOf(url.searchParams);
  return MOBILE_PATTERN.test(serviceId) ? { serviceId } : null;
});
