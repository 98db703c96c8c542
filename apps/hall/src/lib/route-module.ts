import type { RouteCall } from '@bluecat/api/route-call';
import type { ComponentType } from 'react';

/** Where a service sits in the hall, shown under its name in the search results so two alike are told apart. */
export type ServiceGroup = '营业厅' | '业务查询' | '业务办理' | '积分' | '其他服务';

/**
 * The route's entry in 服务目录, the catalogue 搜索服务 searches (features/service-search). Only screens a
 * subscriber starts from have one: a step inside a flow (a form after its check, a result page) cannot be
 * opened on its own.
 */
export interface SearchEntry {
  /** Stable name, kept in 最近使用: never reuse one for another screen. */
  id: string;
  /** As the hall's menus call it; the route's title when left out. */
  name?: string;
  group: ServiceGroup;
  /** The words people type for it: other menus' labels, everyday words (话费, 流量), older names. */
  keywords: readonly string[];
  /** A query the screen needs (`type=1`), added to the address opened. */
  query?: string;
  /** Its place among results that match as well as it (the hall's menus' order), lowest first. */
  order?: number;
}

/** What a screen needs before it is drawn; the app's route tree turns each into its guard (app/route-tree.tsx). */
export interface RouteNeeds {
  /**
   * A member with a bound number, else the prompt: `plan` (plan change, the SMS service) or `cancel`
   * (销户's own words).
   */
  boundPhone?: 'plan' | 'cancel';
  /** A query parameter it cannot work without (a detail's `id`): 接口参数缺失！ and back to 业务办理. */
  parameter?: string;
  /** The member center's member state, handed to the page (number info, binding, service password). */
  member?: boolean;
}

/** A screen of the hall: one address as the spec spells it, and everything about it the hall lists. */
export interface ScreenRoute {
  /** The address exactly as the spec spells it (misspellings kept: other systems link to them). */
  path: string;
  /** The screen's name, as its heading and the catalogue show it. */
  title: string;
  /** The screen, loaded when the address is opened. */
  page?: () => Promise<{ default: ComponentType }>;
  /** Another address this one forwards to, keeping the query (instead of a page). */
  forward?: string;
  /** The first calls, started with the page's code, never after it (lib/route-data.ts). */
  data?: readonly RouteCall[];
  needs?: RouteNeeds;
  /** A tab of the hall's frame: drawn inside its layout and kept alive when another tab is shown. */
  tab?: boolean;
  /** Addresses drawn inside this screen's page (its own tabs); the first opens at the address itself. */
  children?: Readonly<Record<string, ScreenRoute>>;
  search?: SearchEntry | readonly SearchEntry[];
}

/**
 * A feature's route module: `export const routes = defineRoutes({ bill: { path: '/bill', … } })`. The keys
 * are the names `paths.<key>` links with. Everything that lists routes is generated from these modules
 * (`npm run generate`, checked by `npm run lint`): the router's tree (app/route-tree.gen.ts), `paths`
 * (config/paths.gen.ts), the search catalogue and docs/addresses.md. A path must be a string literal and a
 * search entry plain literals, so the generator reads them without running the code.
 */
export function defineRoutes<const T extends Record<string, ScreenRoute>>(routes: T): T {
  return routes;
}

/** A route module's routes, by name. */
export type RouteModule = Readonly<Record<string, ScreenRoute>>;
