import { readStored } from '@bluecat/api/storage';
import { createRouteData } from '@bluecat/ui/route-data';
import { api } from './api.ts';
import { hallStore, subscriberRevisionAtom } from './hall-store.ts';

export { type ScreenCallsHandle, useFirstRead } from '@bluecat/ui/route-data';

// The route calls the gateway keeps are the subscriber's: when another one binds, unbinds or leaves
// (forget-subscriber.ts), nothing asked for the last one is shown to the next. A change of token empties
// them in the gateway itself.
hallStore.sub(subscriberRevisionAtom, () => api.forgetRouteCalls());

/**
 * The hall's route data (@bluecat/ui/route-data over this app's gateway): `loader: routeData(billRoute)`
 * in a route module starts its first calls with the page's code, and the screen reads the same
 * declarations (`useScreenCall`, `useRouteCall`, `readRoute`). Nothing is started without a session: a
 * visitor without a token is on the way to authorisation.
 */
export const { routeData, routeDataOf, readRoute, useRouteLoad, useRouteCall, useScreenCall } =
  createRouteData(api, {
    mayStart: () => Boolean(readStored('token')),
  });
