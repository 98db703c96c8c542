import { dialogRenderer, OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { Redirect } from '@bluecat/ui/redirect';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import ExchangeFail from '../features/points/exchange-fail.tsx';
import ExchangeSuccess from '../features/points/exchange-success.tsx';
import IntegralDetails from '../features/points/integral-details.tsx';
import IntegralLayout from '../features/points/integral-layout.tsx';
import MyOrder from '../features/points/my-order.tsx';
import MyPoints from '../features/points/my-points.tsx';
import PointsExchange from '../features/points/points-exchange.tsx';

/**
 * Shared by the points screens' tests: the area's routes on a memory router, with the overlays. The calls
 * are answered by the contract (`answerWith` from @bluecat/api/testing) through the hall's own gateway.
 */

export function renderPoints(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: paths.integral,
        Component: IntegralLayout,
        children: [
          { index: true, element: <Redirect to={paths.integralPointsExchange} /> },
          { path: paths.integralPointsExchange, Component: PointsExchange },
          { path: paths.integralMyPoints, Component: MyPoints },
        ],
      },
      { path: paths.exchangeSuccess, Component: ExchangeSuccess },
      { path: paths.exchangeFail, Component: ExchangeFail },
      { path: paths.myOrder, Component: MyOrder },
      { path: paths.integralDetails, Component: IntegralDetails },
    ],
    { initialEntries: [at] },
  );
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <OverlayHost />
    </Provider>,
  );
  return { router, store, view };
}

export function clearOverlays(): void {
  act(() => resetOverlays());
}

/**
 * The confirm dialog's file is fetched on first use; fetching it before the tests keeps its first
 * transform out of the time a test waits for the dialog.
 */
export async function preloadDialog(): Promise<void> {
  await dialogRenderer.load();
}
