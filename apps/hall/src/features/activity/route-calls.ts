import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/*
 * The activity screens' first calls, started by their routes' loaders and read by the screens through
 * these same objects. Small enough for the hall's entry, where the routes are declared.
 */

/** 特惠活动 the list. */
export const activityListQuery = routeCall(calls.GET_ACTIVITY_LIST, () => ({}));

/** 活动详情 of the address's `id`; without one (a cut link) nothing is asked. */
export const activityDetailQuery = routeCall(calls.GET_ACTIVITY_DETAIL, (url) => {
  const activityId = url.searchParams.get('id')?.trim() ?? '';
  return activityId === '' ? null : { activityId };
});
