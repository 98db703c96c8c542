import type { RouteCall } from '@bluecat/api/route-call';
import type { ComponentType } from 'react';

/** What a screen needs before it is drawn; app/route-tree.ts turns each into its guard. */
export interface RouteNeeds {
  /** The signed-in agent (their dealer pays from its fund pool): without one, /login. */
  agentSession?: boolean;
}

/** A screen of the card-opening app: one address as the spec spells it, and what the app lists about it. */
export interface ScreenRoute {
  /** The address exactly as the spec spells it: the backend, payment returns and the provider link to it. */
  path: string;
  /** The screen's name, as its heading shows it. */
  title: string;
  /** The screen, loaded when the address is opened. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * The first calls (`routeCall`), started by the route's loader after its guard, with the page's code,
   * never after it (lib/route-data.ts); the page reads them through the same declarations.
   */
  data?: readonly RouteCall[];
  needs?: RouteNeeds;
}

/**
 * A feature's route module: `export const routes = defineRoutes({ login: { path: '/login', … } })`. The keys
 * are the names `paths.<key>` links with. What lists routes is generated from these modules (`npm run
 * generate`, checked by `npm run lint`): the router's list (app/route-tree.gen.ts), `paths`
 * (config/paths.gen.ts) and docs/addresses.md. Paths and titles are string literals, so the generator reads
 * them without running the code.
 */
export function defineRoutes<const T extends Record<string, ScreenRoute>>(routes: T): T {
  return routes;
}

/** A route module's routes, by name. */
export type RouteModule = Readonly<Record<string, ScreenRoute>>;
