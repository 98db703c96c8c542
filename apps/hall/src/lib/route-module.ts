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

/**
 * The hall's menus, each with its headings in the order it shows them (none: a plain list). A route lists
 * itself in one with its `menu` entry; the generator writes each menu's table from those entries
 * (config/menus/<menu>.gen.ts, `npm run generate`), which its screen draws. A name not here is refused.
 */
export const MENUS = {
  /** The hall frame's tab bar (features/shell/hall-shell.tsx); 关怀版 puts 首页 in place of the first. */
  tabs: [],
  /** 业务查询's tiles (features/shell/business-query.tsx). */
  'business-query': ['账单与余额', '套餐与业务', '证件与发票'],
  /** 业务办理's tiles (features/shell/business-handle.tsx). */
  'business-handle': ['号码服务', '套餐与增值业务', '积分与更多'],
  /** 服务导航 /transfer (features/shell/transfer-menu.tsx). */
  transfer: ['营业厅', '活动商城', '会员中心'],
  /** 个人信息's 会员服务 rows (features/member/personal-information.tsx). */
  member: [],
  /** 关怀版首页's large tiles (features/care/care-home.tsx). */
  care: [],
  /** 其他服务 /other (features/other-services/other-page.tsx). */
  other: [],
  /** 我的积分's 积分服务 rows (features/points/my-points.tsx). */
  points: [],
} as const;

export type MenuName = keyof typeof MENUS;

/** The colour of a tile's badge (features/shell/tile-grid.tsx). */
export type MenuTone = 'blue' | 'green' | 'orange' | 'purple' | 'red' | 'cyan';

interface MenuEntryOf<M extends MenuName> {
  menu: M;
  /** Its place in its section (or its menu, without sections), lowest first; never two alike. */
  order: number;
  /** As the menu shows it; the route's title when left out. */
  label?: string;
  /** A query the screen needs (`type=1`), added to the address the entry opens. */
  query?: string;
  /** The one character of a tile's badge (业务查询, 业务办理). */
  mark?: string;
  tone?: MenuTone;
  /** The name of the icon the menu's screen draws for it (the tab bar's). */
  icon?: string;
}

/**
 * The route's entry in one of the hall's menus. It has no guard of its own: the route's `needs` apply
 * however the address is opened.
 */
export type MenuEntry = {
  [M in MenuName]: MenuEntryOf<M> &
    ((typeof MENUS)[M] extends readonly []
      ? { section?: never }
      : { /** The heading it is listed under. */ section: (typeof MENUS)[M][number] });
}[MenuName];

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
  /** Where the hall's menus list it: one entry per menu place (the same address with two queries, two). */
  menu?: MenuEntry | readonly MenuEntry[];
}

/**
 * A feature's route module: `export const routes = defineRoutes({ bill: { path: '/bill', … } })`. The keys
 * are the names `paths.<key>` links with. Everything that lists routes is generated from these modules
 * (`npm run generate`, checked by `npm run lint`): the router's tree (app/route-tree.gen.ts), `paths`
 * (config/paths.gen.ts), the search catalogue, the menus (config/menus/) and docs/addresses.md. A path must
 * be a string literal and a search or menu entry plain literals, so the generator reads them without running the code.
 */
export function defineRoutes<const T extends Record<string, ScreenRoute>>(routes: T): T {
  return routes;
}

/** A route module's routes, by name. */
export type RouteModule = Readonly<Record<string, ScreenRoute>>;
