import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/** 商务合作's first call, started by its route's loader and read by the screen through this same object. */
export const cooperationQuery = routeCall(calls.COOPERATION, () => ({}));
