import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { links as pointsLinks } from '../config/menus/points.gen.ts';
import { paths } from '../config/paths.ts';
import { CareHome } from '../features/care/care-home.tsx';
import PersonalInformation from '../features/member/personal-information.tsx';
import OtherPage from '../features/other-services/other-page.tsx';
import { RULE_TAB_SEARCH } from '../features/points/integral-details-search.ts';
import { searchServices } from '../features/service-search/search.ts';
import { SERVICES } from '../features/service-search/service-catalogue.ts';
import table from '../features/service-search/service-pinyin.gen.json';
import BusinessHandle from '../features/shell/business-handle.tsx';
import { BusinessQuery } from '../features/shell/business-query.tsx';
import { HALL_TABS } from '../features/shell/hall-shell.tsx';
import TransferMenu from '../features/shell/transfer-menu.tsx';
import { MENUS } from '../lib/route-module.ts';
import { everyFeatureScreen } from './route-tree.tsx';
import { hallRoutes } from './router.tsx';

/** Each generated menu table (config/menus/<menu>.gen.ts): its links, sections flattened. */
const tables = import.meta.glob<{
  links?: readonly { label: string; to: string }[];
  sections?: readonly { links: readonly { label: string; to: string }[] }[];
}>('../config/menus/*.gen.ts', { eager: true });

const linksOf = (table: (typeof tables)[string]) =>
  (table.links ?? table.sections?.flatMap((section) => section.links) ?? []).map(({ label, to }) => ({
    label,
    to,
  }));

/** The menus the screens draw, as a subscriber sees them, by the table each draws. */
const SCREENS: Record<string, () => { label: string; to: string }[]> = {
  tabs: () => HALL_TABS.map((tab) => ({ label: tab.label, to: tab.to })),
  'business-query': () => menuLinks(<BusinessQuery summary={null} />),
  'business-handle': () => menuLinks(<BusinessHandle />),
  transfer: () => menuLinks(<TransferMenu />),
  member: () => menuLinks(<PersonalInformation />),
  other: () => menuLinks(<OtherPage />),
  // Its screen's tiles: not the search itself, nor the hotline's tel: link.
  care: () =>
    menuLinks(<CareHome boundPhone={null} />).filter(
      (link) => link.to.startsWith('/') && link.to !== paths.search,
    ),
};

const menus = Object.entries(tables).map(([file, table]) => {
  const name = file.replace(/^.*\/(.+)\.gen\.ts$/, '$1');
  return [name, () => linksOf(table), SCREENS[name]] as const;
});

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
  const links = screen.getAllByRole('link').map((link) => {
    // Its name as read out: a tile's badge is hidden from it.
    const named = link.cloneNode(true) as HTMLElement;
    for (const hidden of named.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return { label: (named.textContent ?? '').trim(), to: link.getAttribute('href') ?? '' };
  });
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

  it.each(menus.filter(([, , drawn]) => drawn))('draws the menu %s as its table says', (_, read, drawn) => {
    expect(drawn?.()).toEqual(read());
  });

  it('has every menu of lib/route-module.ts', () => {
    expect(menus.map(([name]) => name).sort()).toEqual(Object.keys(MENUS).sort());
  });

  it('opens 积分明细 on its rule tab from 我的积分’s 积分规则', () => {
    expect(pointsLinks).toContainEqual({
      label: '积分规则',
      to: `${paths.integralDetails}?${RULE_TAB_SEARCH}`,
    });
  });

  it('knows the catch-all from a route', () => {
    expect(isRoute('/no-such-screen')).toBe(false);
    expect(isRoute('/openCaller?type=1')).toBe(true);
  });

  // Inside an area its rows name its pages as the area does (个人信息's 我的积分 is /integral, 我的积分's
  // 积分规则 a tab of 积分明细): the catalogue names them as the hall's hubs do.
  it.each(menus.filter(([name]) => name !== 'member' && name !== 'points'))(
    'finds every entry of the menu %s by its label',
    (_, read) => {
      const links = read();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const found = searchServices(link.label, SERVICES, table).map((service) => service.path);
        expect(found, `${link.label} → ${link.to}`).toContain(link.to);
      }
    },
  );
});
