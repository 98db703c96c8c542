// @vitest-environment happy-dom
import { createMemoryRouter, matchPath, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRouteDiscovery, type LazyRouteModule } from './route-discovery.ts';

vi.mock('react-router-dom', async (original) => {
  const actual = await original<typeof import('react-router-dom')>();
  return { ...actual, matchPath: vi.fn(actual.matchPath) };
});

type Module = Record<string, { path: string }>;

function setUp(failFirst = false) {
  const loads: string[] = [];
  let failures = failFirst ? 1 : 0;
  const moduleOf = (feature: string, routes: Module): LazyRouteModule<Module> => ({
    feature,
    paths: Object.values(routes).map((route) => route.path),
    load: async () => {
      loads.push(feature);
      if (failures > 0) {
        failures -= 1;
        throw new Error('Loading chunk routes-bills failed.');
      }
      return { routes };
    },
  });
  const discovery = createRouteDiscovery({
    modules: [
      moduleOf('bills', { bill: { path: '/bill' }, balance: { path: '/balance' } }),
      moduleOf('sms', { note: { path: '/NoteRegister/:phone' } }),
    ],
    parentId: 'screens',
    toRoutes: (routes): RouteObject[] =>
      Object.values(routes).map((route) => ({ path: route.path, element: null, loader: () => route.path })),
  });
  const routes: RouteObject[] = [{ id: 'screens', children: [{ path: '*', loader: () => 'not found' }] }];
  return { loads, discovery, routes };
}

describe('route discovery', () => {
  it('loads the module of an address when it is opened, once per router', async () => {
    const { loads, discovery, routes } = setUp();
    const router = createMemoryRouter(routes, {
      initialEntries: ['/bill?date=2024-03'],
      patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.at(-1)?.route.path).toBe('/bill');
    await router.navigate('/balance');
    await router.navigate('/NoteRegister/17088886666');
    expect(router.state.matches.at(-1)?.route.path).toBe('/NoteRegister/:phone');
    await router.navigate('/nowhere');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(loads).toEqual(['bills', 'sms']);
  });

  it('fails a navigation whose module failed every retry into the route error, and asks again next time', async () => {
    const { loads, discovery, routes } = setUp(true);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/'],
      patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/bill');
    expect(String(Object.values(router.state.errors ?? {})[0])).toMatch(/Loading chunk/);
    await router.navigate('/bill');
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe('/bill');
    expect(loads).toEqual(['bills', 'bills']);
  });

  it('loads the modules of the links a page shows once it is idle, and of links that appear later', async () => {
    const { loads, discovery, routes } = setUp();
    const router = createMemoryRouter(routes, { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
    const root = document.createElement('div');
    root.innerHTML =
      '<a href="/bill?date=2024-03">账单</a><a href="tel:10020">客服</a><a href="https://x/y">外链</a>';
    document.body.append(root);
    const stop = discovery.discoverLinks(router, root);
    await vi.waitFor(() => expect(loads).toEqual(['bills']));
    root.insertAdjacentHTML('beforeend', '<a href="/NoteRegister/1">登记</a>');
    await vi.waitFor(() => expect(loads).toEqual(['bills', 'sms']));
    // Patched ahead of a tap: the navigation finds the route without loading anything.
    await router.navigate('/balance');
    expect(router.state.matches.at(-1)?.route.path).toBe('/balance');
    expect(loads).toEqual(['bills', 'sms']);
    stop();
    root.remove();
  });

  it('finds an address by name, with a closing slash and in its own letter case, and matches only those with a parameter', async () => {
    const { loads, discovery, routes } = setUp();
    const router = createMemoryRouter(routes, { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
    const root = document.createElement('div');
    root.innerHTML = [
      ...Array.from({ length: 30 }, (_, month) => `<a href="/bill/?date=2024-${month}">账单</a>`),
      '<a href="/BILL">大写</a>',
    ].join('');
    document.body.append(root);
    vi.mocked(matchPath).mockClear();
    const stop = discovery.discoverLinks(router, root);
    await vi.waitFor(() => expect(loads).toEqual(['bills']));
    // Only the address with a parameter is matched, for each link: /bill and /balance never.
    const patterns = vi.mocked(matchPath).mock.calls.map(([pattern]) => pattern);
    expect(patterns).toHaveLength(31);
    expect(new Set(patterns.map((pattern) => JSON.stringify(pattern)))).toEqual(
      new Set([JSON.stringify({ path: '/NoteRegister/:phone', caseSensitive: true, end: true })]),
    );
    stop();
    root.remove();
  });

  it('patches in the routes of all the links a page shows in one call, so the page renders once for them', async () => {
    const { loads, discovery, routes } = setUp();
    const router = createMemoryRouter(routes, { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
    const patchRoutes = vi.spyOn(router, 'patchRoutes');
    const root = document.createElement('div');
    root.innerHTML = '<a href="/bill">账单</a><a href="/NoteRegister/1">登记</a><a href="/balance">余额</a>';
    document.body.append(root);
    const stop = discovery.discoverLinks(router, root);
    await vi.waitFor(() => expect(patchRoutes).toHaveBeenCalled());
    expect(loads).toEqual(['bills', 'sms']);
    expect(patchRoutes).toHaveBeenCalledTimes(1);
    expect(patchRoutes.mock.calls[0]?.[1].map((route) => route.path)).toEqual([
      '/bill',
      '/balance',
      '/NoteRegister/:phone',
    ]);
    stop();
    root.remove();
  });
});
