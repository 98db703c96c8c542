import { lazyPage } from '@bluecat/ui/chunk-retry';
import { PageSkeleton } from '@bluecat/ui/page-skeleton';
import { Redirect } from '@bluecat/ui/redirect';
import { RouteError } from '@bluecat/ui/route-error';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { memberQuery } from '../features/member/route-calls.ts';
import { careModeAtom } from '../lib/care-mode/care-mode.ts';
import { routeData } from '../lib/route-data.ts';
import { AccessGuard } from './access-guard.tsx';
import type { KeepAliveHandle } from './keep-alive-outlet.tsx';
import { activityRoutes } from './routes/activity-routes.tsx';
import { billRoutes } from './routes/bill-routes.tsx';
import { bindingRoutes } from './routes/binding-routes.tsx';
import { handlingRoutes } from './routes/handling-routes.tsx';
import { identityRoutes } from './routes/identity-routes.tsx';
import { invoiceRoutes } from './routes/invoice-routes.tsx';
import { listedRoutes } from './routes/listed-routes.tsx';
import { orderQueryRoutes } from './routes/order-query-routes.tsx';
import { otherRoutes } from './routes/other-routes.tsx';
import { pointsRoutes } from './routes/points-routes.tsx';
import { queryRoutes } from './routes/query-routes.tsx';
import { realNameLinkRoutes } from './routes/real-name-link-routes.tsx';
import { rechargeRoutes, rechargeTabRoutes } from './routes/recharge-routes.tsx';
import { servicePasswordRoutes } from './routes/service-password-routes.tsx';
import { serviceSearchRoutes } from './routes/service-search.tsx';
import { smsServiceRoutes } from './routes/sms-service-routes.tsx';
import { transferRoutes } from './routes/transfer-routes.tsx';
import { valueAddedRoutes } from './routes/value-added-routes.tsx';

const keepAlive: KeepAliveHandle = { keepAlive: true };

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
 * Every page is its own lazily loaded file. Routes of screens not built yet stay declared in
 * config/paths.ts only: until they are mounted here, the catch-all shows 页面不存在 with a way home.
 */
export const routes: RouteObject[] = [
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
        // Under the guard, so the error of a page (a failed page file included) keeps the guard around it.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            // The layout loads the member on entry (000 §2.3); the tabs' own calls are on their routes.
            loader: routeData(memberQuery),
            lazy: lazyPage(() => import(/* webpackChunkName: "hall-layout" */ './routes/hall-layout.tsx')),
            children: [
              ...rechargeTabRoutes,
              {
                path: paths.businessQuery,
                handle: keepAlive,
                // 000 §2.3: each visit to 业务查询 reloads the member.
                loader: routeData(memberQuery),
                lazy: lazyPage(
                  () => import(/* webpackChunkName: "business-query" */ './routes/business-query.tsx'),
                ),
              },
              {
                path: paths.businessHandle,
                handle: keepAlive,
                lazy: lazyPage(
                  () =>
                    import(/* webpackChunkName: "business-handle" */ '../features/shell/business-handle.tsx'),
                ),
              },
              {
                path: paths.personalInformation,
                handle: keepAlive,
                lazy: lazyPage(
                  () =>
                    import(
                      /* webpackChunkName: "personal-information" */ '../features/member/personal-information.tsx'
                    ),
                ),
              },
            ],
          },
          { path: paths.transfer, lazy: lazyPage(() => import('../features/shell/transfer-menu.tsx')) },
          ...rechargeRoutes,
          ...pointsRoutes,
          ...billRoutes,
          ...queryRoutes,
          ...identityRoutes,
          ...invoiceRoutes,
          ...transferRoutes,
          ...handlingRoutes,
          ...realNameLinkRoutes,
          ...smsServiceRoutes,
          ...valueAddedRoutes,
          ...bindingRoutes,
          ...servicePasswordRoutes,
          ...activityRoutes,
          ...orderQueryRoutes,
          ...otherRoutes,
          ...listedRoutes,
          ...serviceSearchRoutes,
          { path: '*', lazy: lazyPage(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

export function createHallRouter() {
  return createBrowserRouter(routes);
}
