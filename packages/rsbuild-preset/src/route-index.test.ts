import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexedMenu } from './route-index.mjs';
import {
  addressIndexSource,
  catalogueOf,
  menuSource,
  menusOf,
  pathsSource,
  readMenus,
  readRouteModule,
  readRouteModules,
  withoutMenus,
} from './route-index.mjs';

/** `load('./x')` → the dynamic import of ./x, as a route module writes it. */
function asModule(text: string): string {
  return text.replace(/\bload\(/g, ['im', 'port('].join(''));
}

/** A route module's text; `load(` stands for the dynamic import, so this file's import check skips it. */
const MODULE = asModule(`

export const routes = defineRoutes({
  bill: {
    path: '/bill',
    title: '本月账单',
    data: [billQuery],
    page: () => load(/* webpackChunkName: "bill" */ './bill-page.tsx'),
    search: { id: 'bill', group: '业务查询', keywords: ['账单'], order: 2 },
  },
  integral: {
    path: '/integral',
    title: '积分',
    page: () => load('./integral-layout.tsx'),
    children: {
      myPoints: { path: '/integral/myPoints', title: '我的积分', page: () => load('./my-points.tsx') },
    },
  },
  mp: { path: '/mp', title: '网上营业厅', forward: '/' },
});
`);

function appWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-index-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the route index', () => {
  it('reads names, addresses, titles, first calls, pages, children and search entries without running the module', () => {
    const [bill, integral, mp] = readRouteModule('routes.tsx', MODULE);
    expect(bill).toMatchObject({
      key: 'bill',
      path: '/bill',
      title: '本月账单',
      data: ['billQuery'],
      page: './bill-page.tsx',
      search: { id: 'bill', group: '业务查询', keywords: ['账单'], order: 2 },
    });
    expect(integral?.children.map((child: { path: string }) => child.path)).toEqual(['/integral/myPoints']);
    expect(mp).toMatchObject({ forward: '/' });
  });

  it('writes paths from every module, children included', () => {
    const dir = appWith({ 'src/features/bills/routes.tsx': MODULE });
    const source = pathsSource(readRouteModules(dir));
    expect(source).toContain('bill: "/bill"');
    expect(source).toContain('myPoints: "/integral/myPoints"');
  });

  it('names the search entry after its route unless it has a name, and adds its query', () => {
    const dir = appWith({
      'src/features/bills/routes.tsx': MODULE,
      'src/features/value-added/routes.tsx': asModule(`export const routes = defineRoutes({
        openCaller: { path: '/openCaller', title: '增值业务', page: () => load('./open-caller.tsx'),
          search: [{ id: 'remind', name: '来电提醒', group: '业务办理', keywords: [], query: 'type=1', order: 1 }] },
      });`),
    });
    expect(catalogueOf(readRouteModules(dir))).toEqual([
      { id: 'bill', name: '本月账单', path: '/bill', group: '业务查询', keywords: ['账单'] },
      { id: 'remind', name: '来电提醒', path: '/openCaller?type=1', group: '业务办理', keywords: [] },
    ]);
  });

  it('refuses what it cannot read, and an address or a name declared twice', () => {
    expect(() =>
      readRouteModule(
        'routes.tsx',
        `defineRoutes({ bill: { path: paths.bill, title: 'x', page: () => load('./x') } })`,
      ),
    ).toThrow(/not a literal/);
    expect(() =>
      readRouteModule('routes.tsx', `defineRoutes({ bill: { path: '/bill', title: '账单' } })`),
    ).toThrow(/neither a page nor a forward/);
    const twice = appWith({
      'src/features/bills/routes.tsx': MODULE,
      'src/features/other/routes.tsx': `defineRoutes({ other: { path: '/bill', title: 'x', forward: '/' } })`,
    });
    expect(() => readRouteModules(twice)).toThrow(/address \/bill is declared twice/);
  });

  it('indexes each address with the file declaring its first calls and its feature’s rule tables', () => {
    const root = appWith({
      'apps/hall/src/features/bills/routes.tsx': `import { billQuery } from './route-calls.ts';\n${MODULE}`,
      'apps/hall/src/features/bills/route-calls.ts': '',
      'apps/hall/src/features/bills/bill-month.ts': '',
      'apps/hall/src/features/bills/bill-month.test.ts': '',
      'apps/hall/src/features/bills/bill-page.tsx': '',
      'apps/hall/src/features/bills/bill-page.test.tsx': '',
      'apps/hall/src/features/bills/untested.ts': '',
      'packages/rules/src/bills/due-date.ts': '',
      'packages/rules/src/bills/due-date.test.ts': '',
    });
    const index = addressIndexSource(root, [{ app: 'hall', dir: path.join(root, 'apps/hall') }]);
    const row = index.split('\n').find((line) => line.startsWith('| `/bill`'));
    expect(row).toContain('[billQuery](../apps/hall/src/features/bills/route-calls.ts)');
    expect(row).toContain(
      '[due-date.ts](../packages/rules/src/bills/due-date.ts), [bill-month.ts](../apps/hall/src/features/bills/bill-month.ts) |',
    );
    expect(row).not.toContain('untested.ts');
    expect(row).not.toContain('bill-page.tsx](../apps/hall/src/features/bills/bill-page.tsx),');
  });

  describe('the menus', () => {
    const MENUS = `export const MENUS = { hub: ['账单', '业务'], tabs: [] } as const;`;
    const app = (entries: string) =>
      appWith({
        'src/lib/route-module.ts': MENUS,
        'src/features/bills/routes.tsx': asModule(`export const routes = defineRoutes({
          bill: { path: '/bill', title: '本月账单', page: () => load('./bill.tsx'), menu: ${entries} },
          openCaller: { path: '/openCaller', title: '来电提醒', page: () => load('./open-caller.tsx'), menu: [
            { menu: 'hub', section: '业务', order: 2, mark: '提', tone: 'green', query: 'type=1' },
            { menu: 'hub', section: '业务', order: 1, label: '来电显示', query: 'type=2' },
          ] },
        });`),
      });
    const menusIn = (dir: string) => menusOf(readRouteModules(dir), readMenus(dir));

    it('reads the menus and their headings from lib/route-module.ts', () => {
      expect(readMenus(app('[]'))).toEqual({ hub: ['账单', '业务'], tabs: [] });
    });

    it('lists each entry under its heading by order, named after its route unless labelled, with its query', () => {
      const menus = menusIn(
        app(`[{ menu: 'hub', section: '账单', order: 1 }, { menu: 'tabs', icon: 'bill', order: 1 }]`),
      );
      expect(menus).toEqual([
        {
          name: 'hub',
          sections: [
            { title: '账单', links: [{ label: '本月账单', to: '/bill' }] },
            {
              title: '业务',
              links: [
                { label: '来电显示', to: '/openCaller?type=2' },
                { label: '来电提醒', to: '/openCaller?type=1', mark: '提', tone: 'green' },
              ],
            },
          ],
        },
        { name: 'tabs', sections: [{ links: [{ label: '本月账单', to: '/bill', icon: 'bill' }] }] },
      ]);
      expect(menuSource(menus[1] as IndexedMenu)).toContain(
        `export const links = [\n  { label: '本月账单', to: '/bill', icon: 'bill' },\n] as const;`,
      );
      expect(menuSource(menus[0] as IndexedMenu)).toContain(`title: '业务',`);
    });

    it('refuses an unknown menu or heading, and two entries of a section with one order', () => {
      expect(() => menusIn(app(`{ menu: 'hubs', section: '账单', order: 1 }`))).toThrow(
        /names the menu hubs, not one of hub, tabs/,
      );
      expect(() => menusIn(app(`{ menu: 'hub', section: '套餐', order: 1 }`))).toThrow(/section 套餐 of hub/);
      expect(() => menusIn(app(`{ menu: 'tabs', section: '账单', order: 1 }`))).toThrow(/which has none/);
      expect(() => menusIn(app(`{ menu: 'hub', section: '业务', order: 2 }`))).toThrow(
        /openCaller's menu entry takes order 2 of hub › 业务, as .*bill's menu entry does/,
      );
      expect(() => menusIn(app(`{ menu: 'hub', section: '账单', order: 2 }`))).not.toThrow();
    });

    it('leaves the menu entries out of what the browser gets, lines and columns kept', () => {
      const source = asModule(`defineRoutes({
  bill: {
    path: '/bill',
    title: '本月账单',
    page: () => load('./bill.tsx'),
    menu: [
      { menu: 'hub', section: '账单', order: 1 },
    ],
    search: { id: 'bill', group: '业务查询', keywords: [], menu: 'kept' },
  },
  other: { path: '/other', title: '其他服务', forward: '/', menu: { menu: 'tabs', order: 1 } },
});`);
      const stripped = withoutMenus(source);
      expect(stripped.split('\n').length).toBe(source.split('\n').length);
      expect(stripped.length).toBe(source.length);
      expect(stripped).not.toContain('menu: [');
      expect(stripped).not.toContain("menu: 'tabs'");
      expect(stripped).toContain("menu: 'kept'");
      const [bill, other] = readRouteModule('routes.tsx', stripped);
      expect(bill).toMatchObject({ path: '/bill', search: { id: 'bill' } });
      expect(bill?.menu).toBeUndefined();
      expect(other).toMatchObject({ path: '/other', forward: '/' });
      expect(other?.menu).toBeUndefined();
    });
  });
});
