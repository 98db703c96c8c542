import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/**
 * The older list of months (by the token), the first call of both /state and /invoice: started by their
 * routes' loaders and read by the screens through this same object. What a loader started is kept until
 * the screen opened takes it, so one declaration serves both.
 */
export const olderListQuery = routeCall(calls.INVOICE_LIST, () => ({}));
