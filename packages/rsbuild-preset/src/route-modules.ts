import { readFileSync } from 'node:fs';

/**
 * Every address a router knows → the app's modules its route loads lazily, outermost first, relative to
 * the app (`src/app/routes/hall-layout.tsx`). Each app's route-modules test writes it from the router
 * itself (`src/config/route-modules.gen.json`); the build gives each address a page naming those
 * modules' files (first-screens.ts).
 */
export type RouteModules = Readonly<Record<string, readonly string[]>>;

/** What routeModulesOf reads of a route (react-router's RouteObject). */
export interface RouteLike {
  path?: string;
  lazy?: unknown;
  children?: readonly RouteLike[];
}

const LAZY_MODULE = Symbol.for('bluecat.lazy-module');

/**
 * The module a lazy route's loader imports, read from its source as the unit tests compile it: Vitest
 * writes `import('../x.tsx')` as `__vite_ssr_dynamic_import__("/src/x.tsx")`, resolved from the app (a
 * `webpackChunkName` comment kept before it).
 */
export function lazyModuleOf(load: () => unknown): string {
  const match = /__vite_ssr_dynamic_import__\(\s*(?:\/\*[\s\S]*?\*\/\s*)*["']\/([^"']+)["']/.exec(
    String(load),
  );
  if (!match?.[1]) throw new Error(`cannot tell which module this lazy route loads: ${String(load)}`);
  return match[1];
}

/**
 * For the route-modules tests, in place of `lazyPage` (`vi.mock('@bluecat/ui/chunk-retry', …)`): the same
 * route loader, marked with the module it loads.
 */
export function recordingLazyPage<Load extends () => Promise<unknown>, Lazy>(
  lazyPage: (load: Load) => Lazy,
): (load: Load) => Lazy {
  return (load) => Object.assign(lazyPage(load) as object, { [LAZY_MODULE]: lazyModuleOf(load) }) as Lazy;
}

/** The addresses a page can be written for: plain paths, no parameter, no splat. */
export const PLAIN_ADDRESS = /^\/[\w-]+(\/[\w-]+)*$/;

/** The table of a router's routes, whose lazy routes were made with recordingLazyPage. */
export function routeModulesOf(routes: readonly RouteLike[]): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  const walk = (list: readonly RouteLike[], parentPath: string, parentModules: readonly string[]) => {
    for (const route of list) {
      const modules = [...parentModules];
      if (route.lazy !== undefined) {
        const module = (route.lazy as { [LAZY_MODULE]?: string })[LAZY_MODULE];
        if (!module) throw new Error(`route ${route.path ?? '(no path)'}: its lazy is not made by lazyPage`);
        modules.push(module);
      }
      const path =
        route.path === undefined
          ? parentPath
          : route.path.startsWith('/')
            ? route.path
            : `${parentPath.replace(/\/$/, '')}/${route.path}`;
      if (route.path !== undefined && PLAIN_ADDRESS.test(path) && modules.length > 0 && !table[path]) {
        table[path] = modules;
      }
      if (route.children) walk(route.children, path, modules);
    }
  };
  walk(routes, '', []);
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The table with each feature's route module put first for its addresses: the router loads it to match
 * the address (route discovery) before the route's own modules. `load` is the module's dynamic import, as
 * route-tree.gen.ts writes it.
 */
export function withRouteModuleFiles(
  table: Record<string, string[]>,
  featureRoutes: readonly { paths: readonly string[]; load: () => unknown }[],
): Record<string, string[]> {
  for (const module of featureRoutes) {
    const file = lazyModuleOf(module.load);
    for (const address of module.paths) {
      const modules = table[address];
      if (modules) table[address] = [file, ...modules];
    }
  }
  return table;
}

/** The table as its test writes it: sorted, one module a line. */
export function formatRouteModules(table: RouteModules): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}

export function readRouteModules(file: string): RouteModules {
  return JSON.parse(readFileSync(file, 'utf8')) as RouteModules;
}
