import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/**
 * 关怀版首页's first call, the balance, read by the screen through this object. It may be asked at once
 * with the page's code: a signed-in member's own number is the one it is for (the screen reads it only
 * once the member's bound number is known).
 */
export const careBalanceQuery = routeCall(calls.QUERY_BALANCE, () => ({}));
