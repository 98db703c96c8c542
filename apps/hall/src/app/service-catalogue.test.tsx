import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { CareHome } from '../features/care/care-home.tsx';
import { searchServices } from '../features/service-search/search.ts';
import { SERVICES } from '../features/service-search/service-catalogue.ts';
import table from '../features/service-search/service-pinyin.gen.json';
import BusinessHandle from '../features/shell/business-handle.tsx';
import { BusinessQuery } from '../features/shell/business-query.tsx';
import { CARE_TABS, HALL_TABS } from '../features/shell/hall-shell.tsx';
import TransferMenu from '../features/shell/transfer-menu.tsx';
import { everyFeatureScreen } from './route-tree.tsx';
import { hallRoutes } from './router.tsx';

/** The whole tree, as the router has it once every address has been opened. */
const routes = hallRoutes(await everyFeatureScreen());

afterEach(cleanup);

/** The links a menu shows, as a subscriber sees them: label and address. */
function menuLinks(menu: ReactNode): { label: string; to: string }[] {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>{menu}</MemoryRouter>
    </Provider>,
  );
  const links = screen.getAllByRole('link').map((link) => ({
    label: (link.textContent ?? '').trim(),
    to: link.getAttribute('href') ?? '',
  }));
  cleanup();
  return links;
}

/** Whether a route of the hall draws the address; the catch-all (页面不存在) does not count. */
function isRoute(address: string): boolean {
  const { pathname } = new URL(address, 'http://hall');
  const matched = matchRoutes(routes, pathname) ?? [];
  return matched.length > 0 && !matched.some((match) => match.route.path === '*');
}

describe('the service catalogue', () => {
  it.each(SERVICES.map((service) => [service.name, service.path]))(
    '%s opens a real route (%s)',
    (_, path) => {
      expect(isRoute(path)).toBe(true);
    },
  );

  it('names each service and each address once', () => {
    for (const key of ['id', 'name', 'path'] as const) {
      const values = SERVICES.map((service) => service[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  const menus: [string, () => { label: string; to: string }[]][] = [
    ['the shell’s tabs', () => HALL_TABS.map((tab) => ({ label: tab.label, to: tab.to }))],
    ['关怀版’s tabs', () => CARE_TABS.slice(1).map((tab) => ({ label: tab.label, to: tab.to }))],
    ['业务查询', () => menuLinks(<BusinessQuery summary={null} />)],
    ['业务办理', () => menuLinks(<BusinessHandle />)],
    ['服务导航', () => menuLinks(<TransferMenu />)],
    // Its screens' tiles: not the search itself, nor the hotline's tel: link.
    [
      '关怀版’s home',
      () =>
        menuLinks(<CareHome boundPhone={null} />).filter(
          (link) => link.to.startsWith('/') && link.to !== paths.search,
        ),
    ],
  ];

  it('knows the catch-all from a route', () => {
    expect(isRoute('/no-such-screen')).toBe(false);
    expect(isRoute('/openCaller?type=1')).toBe(true);
  });

  it.each(menus)('finds every entry of %s by its label', (_, read) => {
    const links = read();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const found = searchServices(link.label, SERVICES, table).map((service) => service.path);
      expect(found, `${link.label} → ${link.to}`).toContain(link.to);
    }
  });
});
