import { answerWith } from '@bluecat/api/testing';
import { PAGE_SKELETON_FRAME, pageHeaderFrame, titledFrame } from '@bluecat/rsbuild-preset/first-screens';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import routeModules from '../config/route-modules.gen.json';
import routeTitles from '../config/route-titles.gen.json';
import { HomeFrame } from '../features/home/home-frame.tsx';
import { LoginFrame } from '../features/login/login-frame.tsx';
import { TOP_UP_LOADING_ROWS, TopUpFrame } from '../features/universal-pay/top-up-frame.tsx';
import { storeAgentSession } from '../testing/signed-in-agent.ts';

/**
 * The frames first screens' own pages (config/first-screens.ts) draw before the app starts. The build
 * puts each file into its page; this test keeps the files equal to what the components render, so the
 * frame never differs from the screen the app then draws over it (`vitest -u` rewrites them).
 */
describe('first-screen frames', () => {
  it('/login: the heading on the brand band', async () => {
    await expect(`${renderToStaticMarkup(<LoginFrame />)}\n`).toMatchFileSnapshot(
      '../config/first-screen-shells/login.html',
    );
  });

  it('/OpenCardMessage: the band with the avatar empty, the tiles and 退出登录', async () => {
    const frame = renderToStaticMarkup(
      <MemoryRouter>
        <HomeFrame />
      </MemoryRouter>,
    );
    await expect(`${frame}\n`).toMatchFileSnapshot('../config/first-screen-shells/OpenCardMessage.html');
  });

  it('/UniversalPay: the 话费充值 band above the order’s card loading', async () => {
    const frame = renderToStaticMarkup(
      <TopUpFrame>
        <PageSkeleton rows={TOP_UP_LOADING_ROWS} />
      </TopUpFrame>,
    );
    await expect(`${frame}\n`).toMatchFileSnapshot('../config/first-screen-shells/UniversalPay.html');
  });
});

const SHELLS = ['/login', '/OpenCardMessage', '/UniversalPay'];
const titles: Record<string, string> = routeTitles;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** The query of the links that open these screens (a QR code, a top-up link): without it they say so. */
const LINK_QUERY: Readonly<Record<string, string>> = {
  '/VnoOpenCard': '?title=pcssh&pone=1',
  '/UniversalPay': '?recordNumber=R1&serviceid=17088886666&amount=50',
};

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * What the app's first render draws at `address` opened cold on a phone, as main.tsx renders it: the
 * router made afresh (every module evaluated again), its route files and first answers in
 * (renderWhenRouteReady), an agent signed in, each call answered with its contract example, the
 * query of its links given.
 */
async function firstRender(address: string): Promise<HTMLElement> {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  storeAgentSession();
  answerWith();
  const { agentRoutes } = await import('./router.tsx');
  const { createAgentRouteDiscovery } = await import('./route-tree.ts');
  // As main.tsx's router: the address's route module comes with the route's other files.
  const router = createMemoryRouter(agentRoutes(), {
    initialEntries: [`${address}${LINK_QUERY[address] ?? ''}`],
    patchRoutesOnNavigation: createAgentRouteDiscovery().patchRoutesOnNavigation,
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return render(<RouterProvider router={router} />).container;
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
 * Every other address's page draws, in place of an empty root, its screen's header titled from its
 * route module above the loading skeleton (@bluecat/rsbuild-preset first-screens.ts), or the skeleton
 * alone where the screen's first render is not that header. The build reads which from
 * config/first-screen-frames.gen.json, which this test writes (`vitest -u`) from the app's own first
 * render at each address: a screen whose header changes fails here until it is written again.
 */
describe('frames drawn from the route titles', () => {
  it('are the page header and skeleton as React draws them', () => {
    expect(pageHeaderFrame('开卡 & "支付"')).toBe(
      renderToStaticMarkup(<PageHeader title={'开卡 & "支付"'} />),
    );
    expect(titledFrame('开卡')).toBe(
      renderToStaticMarkup(
        <>
          <PageHeader title="开卡" />
          <PageSkeleton />
        </>,
      ),
    );
    expect(titledFrame(undefined)).toBe(PAGE_SKELETON_FRAME);
  });

  it('name, for each address drawn with the skeleton alone, why', async () => {
    const skeletonOnly: Record<string, string> = {};
    for (const address of Object.keys(routeModules)) {
      if (SHELLS.includes(address)) continue;
      const title = titles[address];
      expect(title, `${address}: a title in route-titles.gen.json`).toBeDefined();
      const why = mismatch(await firstRender(address), title ?? '');
      if (why) skeletonOnly[address] = why;
      cleanup();
    }
    await expect(`${JSON.stringify({ skeletonOnly }, null, 2)}\n`).toMatchFileSnapshot(
      '../config/first-screen-frames.gen.json',
    );
  }, 120_000);
});
