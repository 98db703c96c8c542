import { lazyPage } from '@bluecat/ui/chunk-retry';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { Redirect } from '@bluecat/ui/redirect';
import { RouteError } from '@bluecat/ui/route-error';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Outlet,
  type RouteObject,
  useLocation,
} from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { careBalanceQuery } from '../features/care/route-calls.ts';
import { careModeAtom, isCareModeStored } from '../lib/care-mode/care-mode.ts';
import { routeData } from '../lib/route-data.ts';
import { AccessGuard } from './access-guard.tsx';
import { createHallRouteDiscovery, ownScreenRoutes, SCREENS_ROUTE_ID, tabRoutes } from './route-tree.tsx';
import { hallLayoutData } from './routes/hall-layout-data.ts';

const startCareHome = routeData(careBalanceQuery);
const careHomeData: LoaderFunction = (args) => (isCareModeStored() ? startCareHome(args) : null);

const CareHomePage = lazy(() => import(/* webpackChunkName: "care-home" */ './routes/care-home.tsx'));

/**
 * `/` opens the hall's first tab, 号码充值; the query string (a WeChat menu's parameters) goes along. In
 * 关怀版 it is the simplified home instead.
 */
function HomeRedirect() {
  const { search } = useLocation();
  const care = useAtomValue(careModeAtom);
  if (care) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <CareHomePage />
      </Suspense>
    );
  }
  return <Redirect to={{ pathname: paths.recharge, search }} />;
}

/**
 * The frame around every screen: the access guard, the error pages, the hall layout around its tabs. The
 * features' screens (each feature's routes.tsx) go under the `screens` route: the entry holds none of
 * them, the router loads a feature's module when one of its addresses is opened (route-tree.tsx). An
 * address no module declares shows 页面不存在 with a way home.
 */
export function hallRoutes(featureScreens: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: (
        <AccessGuard>
          <Outlet />
        </AccessGuard>
      ),
      hydrateFallbackElement: <PageSkeleton />,
      // The guard's own failure (its authorisation code failed every try) has no page around it.
      errorElement: <RouteError />,
      children: [
        {
          id: SCREENS_ROUTE_ID,
          // Under the guard, so the error of a page (a failed page file included) keeps the guard around it.
          errorElement: <RouteError />,
          children: [
            // In 关怀版 `/` is the simplified home: its balance starts with its code.
            { index: true, loader: careHomeData, element: <HomeRedirect /> },
            {
              // The layout loads the member on entry (product.md › 大厅与菜单); the tabs' own calls are on their routes.
              loader: hallLayoutData,
              lazy: lazyPage(() => import(/* webpackChunkName: "hall-layout" */ './routes/hall-layout.tsx')),
              children: tabRoutes,
            },
            ...ownScreenRoutes,
            ...featureScreens,
            { path: '*', lazy: lazyPage(() => import('./routes/not-found.tsx')) },
          ],
        },
      ],
    },
  ];
}

/**
 * The hall's router, and `discoverLinks(root)`: once the first screen is drawn, the links shown in `root`
 * (the page's #root) have their routes loaded ahead of a tap.
 */
export function createHallRouter() {
  const discovery = createHallRouteDiscovery();
  const router = createBrowserRouter(hallRoutes(), {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  return { router, discoverLinks: (root: HTMLElement) => discovery.discoverLinks(router, root) };
}
