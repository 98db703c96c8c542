import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/** 套餐余量's first call, started by its route's loader and read by the screen through this same object. */
export const allowanceQuery = routeCall(calls.QUERY_SET_MEAL, () => ({}));
