import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import { routes as activity } from '../../features/activity/routes.tsx';
import { routes as binding } from '../../features/binding/routes.tsx';
import { routes as comments } from '../../features/comments/routes.tsx';
import { routes as invoice } from '../../features/invoice/routes.tsx';
import { routes as planChange } from '../../features/plan-change/routes.tsx';
import { routes as valueAdded } from '../../features/value-added/routes.tsx';
import { routeObjectOf } from '../route-tree.tsx';
import { MISSING_PARAMETER } from './require-params.ts';

const overlays = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

beforeEach(() => {
  overlays.toast.mockReset();
});

function open(path: string) {
  const router = createMemoryRouter(
    [
      ...[activity, binding, comments, planChange, invoice, valueAdded].flatMap((module) =>
        Object.values(module).map(routeObjectOf),
      ),
      { path: '/start', element: <h1>首页</h1> },
      { path: paths.businessHandle, element: <h1>业务办理</h1> },
    ],
    { initialEntries: ['/start', path], initialIndex: 1 },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** product.md › 错误与提示: 接口参数缺失！ then /BusinessHandle, for every screen that cannot work without its parameter. */
describe('a screen opened without the parameter it needs', () => {
  it.each([
    `${paths.openCaller}`,
    `${paths.openCaller}?type=`,
    `${paths.packageDetails}`,
    `${paths.mealDetails}`,
    `${paths.activityDetails}`,
    `${paths.proposalDetail}?id=%20`,
    `${paths.invoiceSuccess}`,
    `${paths.invoiceDetailPage}?from=list`,
  ])('%s toasts 接口参数缺失！ and goes to /BusinessHandle in its place', async (path) => {
    const router = open(path);
    expect(await screen.findByRole('heading', { name: '业务办理' })).toBeVisible();
    expect(overlays.toast).toHaveBeenCalledExactlyOnceWith(MISSING_PARAMETER);
    expect(MISSING_PARAMETER).toBe('接口参数缺失！');
    // Replaced: back leaves for where the person came from, not to the empty screen.
    expect(router.state.location.pathname).toBe(paths.businessHandle);
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it("starts 业务办理's member with the route's code, before the screen's file has arrived", async () => {
    const server = answerWith();
    writeStored('token', 'token-missing-parameter');
    const held = routeObjectOf({
      path: '/held',
      title: '详情',
      needs: { parameter: 'id' },
      // The screen's file never arrives: the router cannot go on to /BusinessHandle.
      page: () => new Promise(() => {}),
    });
    createMemoryRouter([held, { path: paths.businessHandle, element: <h1>业务办理</h1> }], {
      initialEntries: ['/held'],
    });
    await waitFor(() => expect(server.countOf(calls.PERSONAL_DATA)).toBe(1));
    expect(overlays.toast).toHaveBeenCalledExactlyOnceWith(MISSING_PARAMETER);
    localStorage.clear();
  });

  it('lets a screen with its parameter open', async () => {
    const router = open(`${paths.openCaller}?type=9`);
    expect(await screen.findByText('业务不存在')).toBeVisible();
    expect(overlays.toast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(paths.openCaller);
  });
});
