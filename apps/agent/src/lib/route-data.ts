import { createRouteData } from '@bluecat/ui/route-data';
import { api } from './api.ts';

export { useFirstRead, useRouteUrl } from '@bluecat/ui/route-data';

/**
 * The card-opening app's route data (@bluecat/ui/route-data over this app's gateway): a screen's first
 * calls, declared with `routeCall` and listed as its route module's `data`, leave from the route's loader
 * with the page's code, and the page takes them through `readRoute`, `useRouteCall` or `useScreenCall`.
 * Nothing waits for a session here: a route behind login runs its guard first (app/route-tree.ts), and
 * the public pages (a scanned order, a top-up link) have none to wait for.
 */
export const { routeData, routeDataOf, readRoute, useRouteLoad, useRouteCall, useScreenCall } =
  createRouteData(api);
