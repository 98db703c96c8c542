/** A route as the index reads it from a route module (route-index.mjs). */
export interface IndexedRoute {
  key: string;
  path: string;
  title?: string;
  forward?: string;
  page?: string;
  tab?: boolean;
  data?: string[];
  needs?: Record<string, unknown>;
  search?: Record<string, unknown> | Record<string, unknown>[];
  menu?: Record<string, unknown> | Record<string, unknown>[];
  children: IndexedRoute[];
}

export interface IndexedModule {
  name: string;
  file: string;
  relative: string;
  routes: IndexedRoute[];
}

export interface CatalogueEntry {
  id: string;
  name: string;
  path: string;
  group: string;
  keywords: string[];
}

export function readRouteModule(file: string, source?: string): IndexedRoute[];
export function readRouteModules(appDir: string): IndexedModule[];
export function pathsSource(modules: IndexedModule[]): string;
export function titlesSource(modules: IndexedModule[]): string;
export function treeSource(modules: IndexedModule[], appDir: string): string;
export function catalogueOf(modules: IndexedModule[]): CatalogueEntry[];
export function catalogueSource(modules: IndexedModule[]): string;
export function addressIndexSource(root: string, apps: { app: string; dir: string }[]): string;
export function addressListSource(apps: { app: string; dir: string }[]): string;

/** One link of a menu table: the route's title or the entry's label, its address with the entry's query. */
export interface MenuLink {
  label: string;
  to: string;
  mark?: string;
  tone?: string;
  icon?: string;
}

/** A menu as the route modules list it: its sections in its headings' order (one untitled for a plain list). */
export interface IndexedMenu {
  name: string;
  sections: { title?: string; links: MenuLink[] }[];
}

export function readMenus(appDir: string): Record<string, string[]>;
export function menusOf(modules: IndexedModule[], menus: Record<string, string[]>): IndexedMenu[];
export function menuSource(menu: IndexedMenu): string;
export function withoutMenus(source: string, file?: string): string;
