import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/**
 * 订单详情's first call, started by its route's loader and read by the screen through this same object:
 * the order of the address's `oid`; without one nothing is asked.
 */
export const orderDetailQuery = routeCall(calls.ORDER_DETAIL, (url) => {
  const oid = url.searchParams.get('oid')?.trim() ?? '';
  return oid === '' ? null : { oid };
});
