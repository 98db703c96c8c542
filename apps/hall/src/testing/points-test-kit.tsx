import { dialogRenderer, OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { Redirect } from '@bluecat/ui/redirect';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { paths } from '../config/paths.ts';
import ExchangeFail from '../features/points/exchange-fail.tsx';
import ExchangeSuccess from '../features/points/exchange-success.tsx';
import IntegralDetails from '../features/points/integral-details.tsx';
import IntegralLayout from '../features/points/integral-layout.tsx';
import MyOrder from '../features/points/my-order.tsx';
import MyPoints from '../features/points/my-points.tsx';
import PointsExchange from '../features/points/points-exchange.tsx';
import { api } from '../lib/api.ts';
import { boundMember } from './member-fixture.ts';

/** Shared by the points screens' tests: the area's routes on a memory router, and answers per call name. */

type Answer = Awaited<ReturnType<typeof api.call>>;

export const ok = (data: unknown, msg = '成功'): Answer => ({ ok: true, code: 1, msg, data }) as Answer;
export const refused = (code: number, msg: string): Answer => ({ ok: false, code, msg, data: { code, msg } });

export const PRODUCTS = [
  { productId: 'P1001', name: '10元话费券', points: 1000, image: '', stock: 120, desc: '兑换后24小时内到账' },
  { productId: 'P1003', name: '蓝猫定制数据线', points: 2000, image: '', stock: 0 },
];

/** An answer, or a function of the body for calls whose answer depends on it (interval, type). */
export type Responder = Answer | ((body: unknown) => Answer | Promise<Answer>);

export const DEFAULT_ANSWERS: Record<string, Responder> = {
  PERSONAL_DATA: ok(boundMember),
  SIGN_STATUS: ok({ is_sign: false }),
  BANNER: ok({ list: [] }),
  POINTS_EXCHANGE_LIST: ok({ list: PRODUCTS }),
};

/** Answers successive calls with the given answers in turn; the last one repeats. */
export function inTurn(...answers: Responder[]): Responder {
  let next = 0;
  return (body) => {
    const responder = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (!responder) throw new Error('inTurn needs at least one answer');
    return typeof responder === 'function' ? responder(body) : responder;
  };
}

/** Answers calls by name (unknown names fail the test loudly) and records them. */
export function answerCalls(answers: Record<string, Responder>) {
  const table = { ...DEFAULT_ANSWERS, ...answers };
  return vi.spyOn(api, 'call').mockImplementation(async ({ name }, body) => {
    const responder = table[name];
    if (!responder) throw new Error(`unexpected call ${name}`);
    return typeof responder === 'function' ? responder(body) : responder;
  });
}

export function callsOf(call: ReturnType<typeof answerCalls>, name: string): unknown[] {
  return call.mock.calls.filter(([{ name: called }]) => called === name).map(([, body]) => body);
}

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
