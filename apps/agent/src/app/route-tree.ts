import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import type { ScreenRoute } from '../lib/route-module.ts';
import { requireAgentSession } from './guard.ts';
import { routeModules } from './route-tree.gen.ts';

/** A route's `handle`: its title. */
export interface ScreenHandle {
  title: string;
}

/** One screen of a route module as the router's route: its page, and its guard as the loader. */
export function routeObjectOf(screen: ScreenRoute): RouteObject {
  const handle: ScreenHandle = { title: screen.title };
  return {
    path: screen.path,
    handle,
    loader: screen.needs?.agentSession ? requireAgentSession : undefined,
    lazy: lazyPage(screen.page),
  };
}

/** Every screen of every route module (each feature's routes.tsx). */
export const screenRoutes: RouteObject[] = Object.values(routeModules).flatMap((module) =>
  Object.values(module as Record<string, ScreenRoute>).map(routeObjectOf),
);
