import { lazyPage } from '@bluecat/ui/chunk-retry';
import { createRouteDiscovery } from '@bluecat/ui/route-discovery';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { routeData } from '../lib/route-data.ts';
import type { RouteModule, ScreenRoute } from '../lib/route-module.ts';
import { deviceAccess } from './device.ts';
import { requireAgentSession } from './guard.ts';
import { featureRoutes } from './route-tree.gen.ts';

/** A route's `handle`: its title. */
export interface ScreenHandle {
  title: string;
}

/**
 * The route's own first calls, where the device gate lets the page through: a page it turns away (the
 * WeChat browser, another system; device-gate.tsx) asks the server nothing.
 */
function firstCallsOf(screen: ScreenRoute): LoaderFunction | undefined {
  if (!screen.data || screen.data.length === 0) return undefined;
  const start = routeData(...screen.data);
  return (args) => (deviceAccess(navigator.userAgent) === 'allowed' ? start(args) : null);
}

/** The guard first, then the route's own first calls: a guard that turns the visitor away asks nothing. */
function loaderOf(screen: ScreenRoute): LoaderFunction | undefined {
  const guard = screen.needs?.agentSession ? requireAgentSession : undefined;
  const data = firstCallsOf(screen);
  if (!guard) return data;
  if (!data) return guard;
  return (args) => guard() ?? data(args);
}

/** One screen of a route module as the router's route: its page, and its guard and first calls as the loader. */
export function routeObjectOf(screen: ScreenRoute): RouteObject {
  const handle: ScreenHandle = { title: screen.title };
  return {
    path: screen.path,
    handle,
    loader: loaderOf(screen),
    lazy: lazyPage(screen.page),
  };
}

/** The id of the route every feature's screens go under (router.tsx). */
export const SCREENS_ROUTE_ID = 'screens';

const screensOf = (module: RouteModule): RouteObject[] => Object.values(module).map(routeObjectOf);

/** A router's loading of the features' route modules (@bluecat/ui route-discovery). */
export function createAgentRouteDiscovery() {
  return createRouteDiscovery({ modules: featureRoutes, parentId: SCREENS_ROUTE_ID, toRoutes: screensOf });
}

/**
 * Every feature's screens, loaded at once: the tree the router has once every address has been opened,
 * for the tests and build tables that read the whole of it (route-modules.test.ts).
 */
export async function everyFeatureScreen(): Promise<RouteObject[]> {
  const modules = await Promise.all(featureRoutes.map((module) => module.load()));
  return modules.flatMap(({ routes }) => screensOf(routes));
}
