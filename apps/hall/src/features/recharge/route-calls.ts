import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/*
 * 号码充值's first calls, started by its route's loader and read by the screen through these same objects.
 * Small enough for the hall's entry, where the routes are declared.
 */

/** The amounts and flow packs on offer. */
export const productsQuery = routeCall(calls.RECHARGE_PRODUCT, () => ({}));

/** The signed-in member's balance: asked at once, as it is their own number's (no need to wait for the member). */
export const rechargeBalanceQuery = routeCall(calls.QUERY_BALANCE, () => ({}));
