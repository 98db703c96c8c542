import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { routeData } from '../lib/route-data.ts';
import type { ScreenRoute } from '../lib/route-module.ts';
import { deviceAccess } from './device.ts';
import { requireAgentSession } from './guard.ts';
import { routeModules } from './route-tree.gen.ts';

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

/** Every screen of every route module (each feature's routes.tsx). */
export const screenRoutes: RouteObject[] = Object.values(routeModules).flatMap((module) =>
  Object.values(module as Record<string, ScreenRoute>).map(routeObjectOf),
);
