import { lazyPage } from '@bluecat/ui/chunk-retry';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { RouteError } from '@bluecat/ui/route-error';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { connectNavigation } from '../lib/navigation.ts';
import { DeviceGate } from './device-gate.tsx';
import { enterApp } from './guard.ts';
import { createAgentRouteDiscovery, SCREENS_ROUTE_ID } from './route-tree.ts';
import { channelLoginRoutes } from './routes/channel-login.tsx';

/**
 * Every page is its own chunk, fetched when its address is first opened. The screens come from the route
 * modules (each feature's routes.tsx): the entry holds none of them, the router loads a feature's module when
 * one of its addresses is opened (route-tree.ts). An address no module declares shows 页面不存在 with a way
 * to /login.
 *
 * product.md › 支持的手机: the app runs only in a phone browser. The device gate is the root's own element, so every
 * page — /VnoOpenCard from a QR code scanned in WeChat, the payment pages, the channel links — says
 * 点击右上角在浏览器中打开 inside WeChat and 该系统暂不支持开卡 on other systems.
 */
export function agentRoutes(featureScreens: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: SCREENS_ROUTE_ID,
      Component: DeviceGate,
      errorElement: <RouteError />,
      HydrateFallback: PageSkeleton,
      children: [
        // The loader always redirects, so the index route never draws anything.
        { index: true, loader: enterApp, element: null },
        ...featureScreens,
        ...channelLoginRoutes,
        { path: '*', lazy: lazyPage(() => import('./unknown-page.tsx')) },
      ],
    },
  ];
}

/**
 * The app's router, and `discoverLinks(root)`: once the first screen is drawn, the links shown in `root`
 * (the page's #root) have their routes loaded ahead of a tap.
 */
export function createAppRouter() {
  const discovery = createAgentRouteDiscovery();
  const router = createBrowserRouter(agentRoutes(), {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  connectNavigation((to) => void router.navigate(to));
  return { router, discoverLinks: (root: HTMLElement) => discovery.discoverLinks(router, root) };
}
