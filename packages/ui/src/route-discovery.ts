import {
  type DataRouter,
  matchPath,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { whenIdle } from './when-idle.ts';

/** A feature's route module as the entry knows it: the addresses it declares, and how to load it. */
export interface LazyRouteModule<M> {
  feature: string;
  paths: readonly string[];
  load: () => Promise<{ routes: M }>;
}

export interface RouteDiscovery {
  /** For `createBrowserRouter`: an address no loaded module has is looked up and its module patched in. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /**
   * Loads, ahead of a tap, the modules of every in-app link the page shows, now and as the page changes,
   * so following one waits for nothing. Returns the function that stops watching.
   */
  discoverLinks: (router: DataRouter, root: ParentNode & Node) => () => void;
}

/** `/bill?date=2024-03#x` → `/bill`; other origins, `tel:` and the like → null. */
function pathnameOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href.split(/[?#]/)[0] ?? null;
}

/** `/bill/` → `/bill`: an address matches its route with or without a closing slash, as matchPath has it. */
const withoutClosingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Which modules declare an address, looked up rather than matched. A page's links are read again after
 * every change of the page (a list arriving), and matching each against each of the hall's hundred
 * addresses compiled a pattern per pair: about 10 ms a read for a page of 30 links on a desktop, several
 * times that on a cheap phone, right after its first screen. Addresses without a parameter are found by
 * name (case counts, as `caseSensitive` has it); only those with one are matched.
 */
function addressBook<M>(
  modules: readonly LazyRouteModule<M>[],
): (pathname: string) => readonly LazyRouteModule<M>[] {
  const byName = new Map<string, LazyRouteModule<M>[]>();
  const patterns: { path: string; module: LazyRouteModule<M> }[] = [];
  for (const module of modules) {
    for (const path of module.paths) {
      if (/[:*]/.test(path)) {
        patterns.push({ path, module });
        continue;
      }
      const name = withoutClosingSlash(path);
      byName.set(name, [...(byName.get(name) ?? []), module]);
    }
  }
  return (pathname) => [
    ...(byName.get(withoutClosingSlash(pathname)) ?? []),
    ...patterns
      .filter(({ path }) => matchPath({ path, caseSensitive: true, end: true }, pathname) !== null)
      .map(({ module }) => module),
  ];
}

/** How long the page must be still before its links are read again (a list arriving, a tab drawn). */
const SETTLE_MS = 150;

/**
 * The entry holds only the app's frame and its own screens; every feature's routes come when one of its
 * addresses is first opened (`patchRoutesOnNavigation`, React Router's lazy route discovery) or a link to
 * one is shown. A module loads once per router; its routes go under the route `parentId`. A module whose
 * file fails every retry (the build's assets-retry) fails the navigation into the route's error page,
 * which tells a new release from a network failure (route-error.tsx), and is asked again next time.
 */
export function createRouteDiscovery<M>({
  modules,
  parentId,
  toRoutes,
}: {
  modules: readonly LazyRouteModule<M>[];
  parentId: string;
  toRoutes: (routes: M) => RouteObject[];
}): RouteDiscovery {
  const loading = new Map<string, Promise<M>>();
  const patched = new Set<string>();
  const modulesFor = addressBook(modules);

  /** A module's routes, loaded once; a load that failed is forgotten, so the next discovery asks again. */
  const routesOf = (module: LazyRouteModule<M>): Promise<M> => {
    let started = loading.get(module.feature);
    if (!started) {
      started = module.load().then(({ routes }) => routes);
      loading.set(module.feature, started);
      started.catch(() => loading.delete(module.feature));
    }
    return started;
  };

  /**
   * Loads the modules of these addresses and patches in the routes of all that came in one call: every
   * patch makes everything the router draws render again, so the twenty links of a tab cost one render,
   * not twenty. The first failure, if any, then fails the discovery.
   */
  const discover = async (
    pathnames: readonly string[],
    patch: (routeId: string, children: RouteObject[]) => void,
  ): Promise<void> => {
    const wanted = [...new Set(pathnames.flatMap(modulesFor))].filter(
      (module) => !patched.has(module.feature),
    );
    const failures: unknown[] = [];
    const arrived = await Promise.all(
      wanted.map((module) =>
        routesOf(module).then(
          (routes) => ({ module, routes }),
          (error: unknown) => {
            failures.push(error);
            return null;
          },
        ),
      ),
    );
    // Another discovery may have patched some in meanwhile (a tap while the page's links were loading).
    const fresh = arrived.filter(
      (entry): entry is { module: LazyRouteModule<M>; routes: M } =>
        entry !== null && !patched.has(entry.module.feature),
    );
    if (fresh.length > 0) {
      for (const { module } of fresh) patched.add(module.feature);
      patch(
        parentId,
        fresh.flatMap(({ routes }) => toRoutes(routes)),
      );
    }
    if (failures.length > 0) throw failures[0];
  };

  return {
    patchRoutesOnNavigation: ({ path, patch }) => discover([pathnameOf(path) ?? path], patch),
    discoverLinks(router, root) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const read = () => {
        timer = undefined;
        const hrefs = Array.prototype.map.call(root.querySelectorAll('a[href]'), (link: Element) =>
          pathnameOf(link.getAttribute('href') ?? ''),
        ) as (string | null)[];
        const pathnames = hrefs.filter((href): href is string => href !== null);
        // Ahead of a tap, a link's module failing to load is no error yet: following it asks again.
        discover(pathnames, (routeId, children) => router.patchRoutes(routeId, children)).catch(
          () => undefined,
        );
      };
      const schedule = () => {
        if (timer === undefined) timer = setTimeout(read, SETTLE_MS);
      };
      const observer = new MutationObserver(schedule);
      // Once the first screen is drawn and the page is idle: nothing of this is on the first screen's way.
      const cancelStart = whenIdle(() => {
        observer.observe(root, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['href'],
        });
        schedule();
      });
      return () => {
        cancelStart();
        observer.disconnect();
        if (timer !== undefined) clearTimeout(timer);
      };
    },
  };
}
