import { lazyPage } from '@bluecat/ui/chunk-retry';
import { Redirect } from '@bluecat/ui/redirect';
import { createRouteDiscovery } from '@bluecat/ui/route-discovery';
import { type LoaderFunction, type RouteObject, useLocation } from 'react-router-dom';
import { routeData, routeDataOf, type ScreenCallsHandle } from '../lib/route-data.ts';
import type { RouteModule, ScreenRoute } from '../lib/route-module.ts';
import type { KeepAliveHandle } from './keep-alive-outlet.tsx';
import { appRoutes, featureRoutes } from './route-tree.gen.ts';
import {
  BOUND_PHONE_PROMPT,
  CANCEL_BOUND_PHONE_PROMPT,
  heldAnswers,
  requireBoundPhone,
  startMemberWhenMissing,
} from './routes/require-bound-phone.tsx';
import { missingParameterGuard } from './routes/require-params.ts';

/** A route's `handle`: its title, and whether it is a tab kept alive (keep-alive-outlet.tsx). */
export interface ScreenHandle extends Partial<KeepAliveHandle>, ScreenCallsHandle {
  title: string;
}

/** Sends the address on to `to`, keeping its query (a WeChat menu's or a payment's parameters). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Redirect to={{ pathname: to, search }} />;
}

const memberOutlet = lazyPage(() => import('./routes/member-outlet.tsx'));

/** The guard first, then the route's own first calls: a guard that turns the visitor away asks nothing. */
function loaderOf(screen: ScreenRoute): LoaderFunction | undefined {
  const guard = screen.needs?.parameter ? missingParameterGuard(screen.needs.parameter) : undefined;
  const data = screen.data && screen.data.length > 0 ? routeDataOf(screen.data, heldAnswers) : undefined;
  if (!guard) return data;
  if (!data) return guard;
  return async (args) => (await guard(args)) ?? data(args);
}

/**
 * The loader of an address that opens its first tab (`first`): the tab's own first calls, for the tab's
 * address, so they start with the route's code rather than once the page has sent the address on.
 */
function firstTabData(first: ScreenRoute): LoaderFunction | undefined {
  if (!first.data || first.data.length === 0) return undefined;
  const start = routeData(...first.data);
  return (args) => start({ ...args, request: new Request(new URL(first.path, args.request.url)) });
}

/** One screen of a route module as the router's routes: its page, loader and guards around it. */
export function routeObjectOf(screen: ScreenRoute): RouteObject {
  const handle: ScreenHandle = {
    title: screen.title,
    data: screen.data,
    ...(screen.tab ? { keepAlive: true as const } : {}),
  };
  const children = Object.values(screen.children ?? {});
  const [first] = children;
  let route: RouteObject = {
    path: screen.path,
    handle,
    loader: loaderOf(screen),
    ...(screen.forward ? { element: <Forward to={screen.forward} /> } : {}),
    ...(screen.page ? { lazy: lazyPage(screen.page) } : {}),
    ...(first
      ? {
          children: [
            // The address itself opens its first tab.
            { index: true, loader: firstTabData(first), element: <Redirect to={first.path} /> },
            ...children.map(routeObjectOf),
          ],
        }
      : {}),
  };
  if (screen.needs?.member) route = { lazy: memberOutlet, loader: startMemberWhenMissing, children: [route] };
  if (screen.needs?.boundPhone) {
    const prompt = screen.needs.boundPhone === 'cancel' ? CANCEL_BOUND_PHONE_PROMPT : BOUND_PHONE_PROMPT;
    route = requireBoundPhone(prompt, [route]);
  }
  return route;
}

const own = Object.values(appRoutes);

/** The hall frame's tabs, drawn inside its layout (in the entry: they are where subscribers arrive). */
export const tabRoutes: RouteObject[] = own.filter((screen) => screen.tab).map(routeObjectOf);

/** The hall's own other screens (the forwards), in the entry too. */
export const ownScreenRoutes: RouteObject[] = own.filter((screen) => !screen.tab).map(routeObjectOf);

/** The id of the route every feature's screens go under (router.tsx). */
export const SCREENS_ROUTE_ID = 'screens';

const screensOf = (module: RouteModule): RouteObject[] => Object.values(module).map(routeObjectOf);

/** A router's loading of the features' route modules (@bluecat/ui route-discovery). */
export function createHallRouteDiscovery() {
  return createRouteDiscovery({ modules: featureRoutes, parentId: SCREENS_ROUTE_ID, toRoutes: screensOf });
}

/**
 * Every feature's screens, loaded at once: the tree the router has once every address has been opened,
 * for the tests and build tables that read the whole of it (route-modules.test.ts, first-calls.test.ts).
 */
export async function everyFeatureScreen(): Promise<RouteObject[]> {
  const modules = await Promise.all(featureRoutes.map((module) => module.load()));
  return modules.flatMap(({ routes }) => screensOf(routes));
}
