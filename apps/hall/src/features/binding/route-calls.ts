import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/**
 * 套餐详情's first call, started by its route's loader and read by the screen through this same object:
 * the package of the address's `id`; without one nothing is asked.
 */
export const mealQuery = routeCall(calls.GET_MEAL, (url) => {
  const packageId = url.searchParams.get('id')?.trim() ?? '';
  return packageId === '' ? null : { packageId };
});
