import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type Choices } from '@bluecat/api/testing';
import {
  type FrameLead,
  PAGE_SKELETON_FRAME,
  pageHeaderFrame,
  titledFrame,
} from '@bluecat/rsbuild-preset/first-screens';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import firstCalls from '../config/first-calls.gen.json';
import { headingFromQuery } from '../config/first-screens.ts';
import { paths } from '../config/paths.ts';
import routeModules from '../config/route-modules.gen.json';
import routeTitles from '../config/route-titles.gen.json';
import { HallShell } from '../features/shell/hall-shell.tsx';
import type { ScreenRoute } from '../lib/route-module.ts';
import { appRoutes, featureRoutes } from './route-tree.gen.ts';

// The frame is fixed when the app is built, before any configuration is read at run time: it is drawn
// without 在线客服, which appears with the app when a chat page is configured.
vi.mock('../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../config/env.ts')>();
  return { ...actual, env: { ...actual.env, serviceChatUrl: null } };
});

const TABS: readonly string[] = [
  paths.recharge,
  paths.businessQuery,
  paths.businessHandle,
  paths.personalInformation,
];

/**
 * The frames the tabs' own pages (config/first-screens.ts) draw before the app starts: the hall shell
 * with its hotline banner and tab bar (the address's tab current) around a loading skeleton. The build
 * puts each file into its page; this test keeps the files equal to what the components render, so the
 * frame never differs from the shell the app then draws over it (`vitest -u` rewrites them).
 */
describe('first-screen frames', () => {
  it.each(TABS)('%s', async (address) => {
    const frame = renderToStaticMarkup(
      <MemoryRouter initialEntries={[address]}>
        <HallShell>
          <PageSkeleton />
        </HallShell>
      </MemoryRouter>,
    );
    await expect(`${frame}\n`).toMatchFileSnapshot(`../config/first-screen-shells${address}.html`);
  });
});

const titles: Record<string, string> = routeTitles;

/**
 * The query of the links that open a screen which reads one it does not require (without it the screen
 * says so): the scan-link's order id.
 */
const LINK_QUERY: Readonly<Record<string, string>> = { [paths.realNameLink]: '?pone=ORD20240613001' };

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; V2001A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/4317 MMWEBSDK/20220805 Mobile Safari/537.36 MMWEBID/1 MicroMessenger/8.0.27.2220(0x28001B53) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** Every route module's routes: the app's own, and each feature's, loaded. */
const screens = [
  appRoutes,
  ...(await Promise.all(featureRoutes.map((module) => module.load()))).map(({ routes }) => routes),
];

/** Every screen of the route modules, by address, its tabs' children included. */
function screensByAddress(): Map<string, ScreenRoute> {
  const found = new Map<string, ScreenRoute>();
  const add = (screen: ScreenRoute) => {
    found.set(screen.path, screen);
    for (const child of Object.values(screen.children ?? {})) add(child);
  };
  for (const module of screens) for (const screen of Object.values(module)) add(screen);
  return found;
}

/**
 * What the app's first render draws at `address` opened cold, as main.tsx renders it: the router made
 * afresh (every module evaluated again, so no member or answer is left from the address before), its
 * route files and first answers in (renderWhenRouteReady), a token stored, each call answered with its
 * contract example. A screen that needs a query parameter gets one, as do those of LINK_QUERY, as the
 * links that open them carry.
 */
async function firstRender(address: string, answers: Choices = {}): Promise<HTMLElement> {
  vi.resetModules();
  // As a phone opens it: the access guard lets a public page (/realNameLink…) through only on one.
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_ANDROID);
  localStorage.clear();
  sessionStorage.clear();
  writeStored('token', 'demo-token');
  answerWith(answers);
  const { hallRoutes } = await import('./router.tsx');
  const { createHallRouteDiscovery } = await import('./route-tree.tsx');
  const { hallStore } = await import('../lib/hall-store.ts');
  const parameter = screensByAddress().get(address)?.needs?.parameter;
  // As main.tsx's router: the address's route module comes with the route's other files.
  const router = createMemoryRouter(hallRoutes(), {
    initialEntries: [parameter ? `${address}?${parameter}=1` : `${address}${LINK_QUERY[address] ?? ''}`],
    patchRoutesOnNavigation: createHallRouteDiscovery().patchRoutesOnNavigation,
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const { container } = render(
    <Provider store={hallStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return container;
}

/**
 * Why a frame drawn from the route's title would not be what the app draws over it, or undefined when
 * it would: the screen's first render starts with its page header (nothing drawn above it), whose h1
 * reads the route's title.
 */
function mismatch(container: HTMLElement, title: string): string | undefined {
  let first = container.firstElementChild;
  while (first && !first.classList.contains('bc-page-header')) first = first.firstElementChild;
  if (first) {
    const heading = first.querySelector('h1')?.textContent ?? '';
    return heading === title ? undefined : `its header reads ${heading}`;
  }
  if (container.querySelector('.bc-page-header')) return 'it draws something above its header';
  const heading = container.querySelector('h1')?.textContent;
  if (heading) return `it draws its own heading, ${heading}, without the page header`;
  if (container.querySelector('.bc-page-skeleton')) return 'it draws the skeleton first';
  return 'it draws nothing at first (it goes on to another address)';
}

/**
 * For a screen behind the bound-number check, which draws the route's title above the skeleton while
 * it loads the member (bound-phone-guard.tsx): why the screen it then hands over to would not keep that
 * header, or undefined when its header reads the same.
 */
async function headerBehindCheck(
  address: string,
  container: HTMLElement,
  title: string,
): Promise<string | undefined> {
  if (!screensByAddress().get(address)?.needs?.boundPhone) return undefined;
  // Settled: the skeleton gone and something drawn (a screen that sends the address on, as /ChoosePackage
  // without a passed check does to /verification, is read where it lands).
  await waitFor(() => {
    expect(container.querySelector('.bc-page-skeleton')).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
  });
  const why = mismatch(container, title);
  return why && `behind the bound-number check, ${why}`;
}

/**
 * Every other address's page draws, in place of an empty root, its screen's header titled from its
 * route module above the loading skeleton (@bluecat/rsbuild-preset first-screens.ts), or the skeleton
 * alone where the screen's first render is not that header. The build reads which from
 * config/first-screen-frames.gen.json, which this test writes (`vitest -u`) from the app's own first
 * render at each address: a screen whose header changes fails here until it is written again.
 */
describe('frames drawn from the route titles', () => {
  it.each(['电子发票', '<留言> & "区"'])(
    'are the page header and skeleton as React draws them: %s',
    (title) => {
      expect(pageHeaderFrame(title)).toBe(renderToStaticMarkup(<PageHeader title={title} />));
      expect(PAGE_SKELETON_FRAME).toBe(renderToStaticMarkup(<PageSkeleton />));
      expect(titledFrame(title)).toBe(
        renderToStaticMarkup(
          <>
            <PageHeader title={title} />
            <PageSkeleton />
          </>,
        ),
      );
      expect(titledFrame(undefined)).toBe(PAGE_SKELETON_FRAME);
    },
  );

  it('name, for each address drawn with the skeleton alone, why, and the others’ fixed lead', async () => {
    const skeletonOnly: Record<string, string> = {};
    const leads: Record<string, FrameLead> = {};
    for (const address of Object.keys(routeModules)) {
      if (TABS.includes(address)) continue;
      const title = titles[address];
      expect(title, `${address}: a title in route-titles.gen.json`).toBeDefined();
      const container = await firstRender(address);
      const why =
        headingFromQuery[address] ??
        mismatch(container, title ?? '') ??
        (await headerBehindCheck(address, container, title ?? ''));
      if (why) skeletonOnly[address] = why;
      const lead = why || hasFirstCalls(address) ? undefined : leadOf(container, sourceText(address));
      cleanup();
      // Drawn the same for another subscriber: nothing in it comes from the member the guard loads.
      if (lead && sameLead(lead, leadOf(await firstRender(address, OTHER_MEMBER), sourceText(address)))) {
        leads[address] = lead;
      }
      cleanup();
    }
    await expect(`${JSON.stringify({ skeletonOnly, leads }, null, 2)}\n`).toMatchFileSnapshot(
      '../config/first-screen-frames.gen.json',
    );
  }, 300_000);
});

describe('a frame’s lead', () => {
  const frame = (markup: string) => {
    const container = document.createElement('div');
    container.innerHTML = markup;
    return container;
  };
  const header = renderToStaticMarkup(<PageHeader title="电子发票" />);
  const source = 'const lead = "验证手机号后即可开具电子发票"; <p>温馨提示</p>';

  it('is the fixed text after the header, inside the elements the header sits in', () => {
    const container = frame(
      `<div class="page"><main>${header}<p class="lead">验证手机号后即可开具电子发票</p><p>温馨提示</p><form><input></form></main></div>`,
    );
    expect(leadOf(container, source)).toEqual({
      around: ['<div class="page">', '<main>'],
      lead: '<p class="lead">验证手机号后即可开具电子发票</p><p>温馨提示</p>',
    });
  });

  it.each([
    ['text not written in the route’s files (an answer)', '<p>总费用26.50元</p>'],
    ['a number alone', '<p>6</p>'],
    ['a control', '<p>温馨提示<button>提交</button></p>'],
    ['a link', '<p><a href="/x">温馨提示</a></p>'],
    ['a picture', '<p>温馨提示<img alt="" src="x.png"></p>'],
    ['something loading', '<div aria-busy="true">温馨提示</div>'],
    ['a message that changes', '<p role="status">温馨提示</p>'],
  ])('stops at %s', (_why, markup) => {
    expect(leadOf(frame(`${header}${markup}<p>温馨提示</p>`), source)).toBeUndefined();
  });
});

/** A member other than the contract's first example: another number, name and points. */
const OTHER_MEMBER: Choices = { PERSONAL_DATA: 'fewPoints' };

const firstCallsOf: Record<string, unknown[] | undefined> = firstCalls.addresses;

/** Whether the address's loaders send anything: a screen drawn from answers has no fixed lead. */
function hasFirstCalls(address: string): boolean {
  return (firstCallsOf[address]?.length ?? 0) > 0;
}

/** The app's folder: the tests run from it (`npm test` in apps/hall). */
const APP_ROOT = process.cwd();
if (!existsSync(path.join(APP_ROOT, 'src/config/route-modules.gen.json'))) {
  throw new Error(`run from apps/hall, not ${APP_ROOT}`);
}

/** The text of every file in the folders of the address's route modules (its feature, its layouts). */
function sourceText(address: string): string {
  const modules: Record<string, string[]> = routeModules;
  const folders = new Set(
    (modules[address] ?? []).map((module) => path.dirname(path.join(APP_ROOT, module))),
  );
  return [...folders]
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(path.join(folder, file), 'utf8')),
    )
    .join('\n');
}

const TAPPABLE =
  'input, select, textarea, button, a, img, svg, video, iframe, canvas, [tabindex], [contenteditable], [role="button"], [role="link"]';
const CHANGING = '[aria-busy], [role="progressbar"], [role="status"], [role="alert"], [aria-live], [hidden]';
const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * Whether `element` draws only the route's own text: nothing to tap, type into or wait for, and every
 * word of it written in the route's files (so none of it comes from an answer or the address).
 */
function isFixed(element: Element, source: string): boolean {
  if (element.matches(`${TAPPABLE}, ${CHANGING}`) || element.querySelector(`${TAPPABLE}, ${CHANGING}`)) {
    return false;
  }
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let words = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = compact(node.textContent ?? '');
    if (!text) continue;
    if (!/\p{L}/u.test(text) || !source.includes(text)) return false;
    words += 1;
  }
  return words > 0;
}

/**
 * The frame's lead at this first render (FrameLead): the header's wrappers, and the fixed elements that
 * follow the header, up to the first that is not; undefined when none follows it.
 */
function leadOf(container: HTMLElement, source: string): FrameLead | undefined {
  const around: string[] = [];
  let first = container.firstElementChild;
  while (first && !first.classList.contains('bc-page-header')) {
    around.push(openTag(first));
    first = first.firstElementChild;
  }
  if (!first) return undefined;
  const lead: string[] = [];
  for (let next = first.nextElementSibling; next && isFixed(next, source); next = next.nextElementSibling) {
    lead.push(next.outerHTML);
  }
  return lead.length > 0 ? { around, lead: lead.join('') } : undefined;
}

/** `<div class="page">` of an element: its markup without its children. */
function openTag(element: Element): string {
  const shallow = element.cloneNode(false) as Element;
  const markup = shallow.outerHTML;
  return markup.slice(0, markup.length - `</${shallow.localName}>`.length);
}

function sameLead(a: FrameLead, b: FrameLead | undefined): boolean {
  return b !== undefined && a.lead === b.lead && a.around.join('') === b.around.join('');
}
