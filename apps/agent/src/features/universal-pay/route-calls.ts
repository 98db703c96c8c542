import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { pendingOrderOf } from './pending-order.ts';
import { parseUniversalLink } from './universal-link.ts';

/**
 * /UniversalPay's first call: the status of the order this phone made for the link's top-up (the way
 * back from the cashier, a reload), so no second order is made while it may still be paid. A broken
 * link, or a top-up without an order, asks for nothing. Started by the route's loader, read by the page
 * through this same object (load-top-up.ts).
 */
export const topUpOrderQuery = routeCall(calls.bossQueryOrderByOutTradeNo, (url) => {
  const link = parseUniversalLink(url.search);
  const order = link && pendingOrderOf(link);
  return order ? { outTradeNo: order } : null;
});
