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
import { activityRoutes } from './routes/activity.tsx';
import { allowanceRoutes } from './routes/allowance.tsx';
import { billsRoutes } from './routes/bills.tsx';
import { bindingRoutes } from './routes/binding.tsx';
import { cancelRoutes } from './routes/cancel.tsx';
import { cardLookupRoutes } from './routes/card-lookup.tsx';
import { changeCardRoutes } from './routes/change-card.tsx';
import { commentsRoutes } from './routes/comments.tsx';
import { faceAuthRoutes } from './routes/face-auth.tsx';
import { forwardRoutes } from './routes/forwards.tsx';
import { invoiceRoutes } from './routes/invoice.tsx';
import { invoiceLegacyRoutes } from './routes/invoice-legacy.tsx';
import { memberTabRoutes } from './routes/member.tsx';
import { openingRecordsRoutes } from './routes/opening-records.tsx';
import { orderQueryRoutes } from './routes/order-query.tsx';
import { orderedServicesRoutes } from './routes/ordered-services.tsx';
import { otherServicesRoutes } from './routes/other-services.tsx';
import { payResultRoutes } from './routes/pay-result.tsx';
import { planChangeRoutes } from './routes/plan-change.tsx';
import { pointsRoutes } from './routes/points.tsx';
import { realNameRoutes } from './routes/real-name.tsx';
import { realNameLinkRoutes } from './routes/real-name-link.tsx';
import { rechargeTabRoutes } from './routes/recharge.tsx';
import { rechargeRecordsRoutes } from './routes/recharge-records.tsx';
import { servicePasswordRoutes } from './routes/service-password.tsx';
import { serviceSearchRoutes } from './routes/service-search.tsx';
import { shellRoutes, shellTabRoutes } from './routes/shell.tsx';
import { smsServiceRoutes } from './routes/sms-service.tsx';
import { storeRoutes } from './routes/store.tsx';
import { transferRoutes } from './routes/transfer.tsx';
import { valueAddedRoutes } from './routes/value-added.tsx';

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
            children: [...rechargeTabRoutes, ...shellTabRoutes, ...memberTabRoutes],
          },
          ...shellRoutes,
          ...rechargeRecordsRoutes,
          ...payResultRoutes,
          ...pointsRoutes,
          ...billsRoutes,
          ...allowanceRoutes,
          ...orderedServicesRoutes,
          ...openingRecordsRoutes,
          ...cardLookupRoutes,
          ...realNameRoutes,
          ...faceAuthRoutes,
          ...invoiceRoutes,
          ...invoiceLegacyRoutes,
          ...transferRoutes,
          ...cancelRoutes,
          ...changeCardRoutes,
          ...planChangeRoutes,
          ...realNameLinkRoutes,
          ...smsServiceRoutes,
          ...valueAddedRoutes,
          ...bindingRoutes,
          ...servicePasswordRoutes,
          ...activityRoutes,
          ...commentsRoutes,
          ...orderQueryRoutes,
          ...otherServicesRoutes,
          ...storeRoutes,
          ...forwardRoutes,
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
