import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageExit } from './page-exit.ts';
import { createHallRouteDiscovery } from './route-tree.tsx';
import { hallRoutes } from './router.tsx';

let server: ContractStub;
/** How many times the member was asked for, by a route's loader or a screen. */
const memberLoads = () => server.countOf(calls.PERSONAL_DATA);

function renderApp(at: string) {
  // As the hall's router: the features' routes come when their address is opened.
  const router = createMemoryRouter(hallRoutes(), {
    initialEntries: [at],
    patchRoutesOnNavigation: createHallRouteDiscovery().patchRoutesOnNavigation,
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  writeStored('token', 'demo-token');
  // Every call answers its contract example `success`: the member has 17088886666 on 蓝猫19元畅享套餐.
  server = answerWith();
});

describe('hall routes', () => {
  it('opens / on the top-up tab inside the shell, keeping the menu parameters', async () => {
    const router = renderApp('/?from=menu');
    expect(await screen.findByRole('heading', { level: 1, name: '号码充值' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Recharge');
    expect(router.state.location.search).toBe('?from=menu');
    expect(screen.getByRole('navigation', { name: '营业厅' })).toBeInTheDocument();
    // The shell asks for the member once it is mounted, which may be just after the page's heading shows.
    await waitFor(() => expect(server.bodiesOf(calls.PERSONAL_DATA)).toEqual([{ token: 'demo-token' }]));
  });

  it('opens the query tab with the member loaded once', async () => {
    renderApp('/BusinessQuery');
    expect(await screen.findByRole('heading', { level: 1, name: '业务查询' })).toBeInTheDocument();
    expect(await screen.findByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(memberLoads()).toBe(1);
  });

  it('reloads the member each time 业务查询 is entered, keeping the tabs mounted', async () => {
    const user = userEvent.setup();
    renderApp('/PersonalInformation');
    expect(await screen.findByText('17088886666 · 3星用户')).toBeInTheDocument();
    expect(memberLoads()).toBe(1);

    await user.click(screen.getByRole('link', { name: '业务查询' }));
    expect(await screen.findByRole('heading', { level: 1, name: '业务查询' })).toBeVisible();
    expect(memberLoads()).toBe(2);

    await user.click(screen.getByRole('link', { name: '业务办理' }));
    expect(await screen.findByRole('heading', { level: 1, name: '业务办理' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: '个人信息' }));
    expect(screen.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
    expect(memberLoads()).toBe(2);

    await user.click(screen.getByRole('link', { name: '业务查询' }));
    // The route's loader runs with the navigation, so the screen shows a tick after the click.
    await waitFor(() => expect(memberLoads()).toBe(3));
  });

  it('shows the transfer menu outside the shell', async () => {
    renderApp('/transfer');
    expect(await screen.findByRole('heading', { level: 1, name: '服务导航' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '营业厅' })).not.toBeInTheDocument();
  });

  it.each(['/no-such-page', '/auditCancel'])('shows 页面不存在 with a way home for %s', async (path) => {
    const user = userEvent.setup();
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { level: 1, name: '号码充值' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Recharge');
  });

  it('keeps the guard in front of every page', async () => {
    localStorage.clear();
    const replace = vi.spyOn(pageExit, 'replace').mockImplementation(() => undefined);
    vi.spyOn(pageExit, 'currentHref').mockReturnValue('https://hall.example.com/transfer');
    renderApp('/transfer');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0]?.[0]).toMatch(
      /^\/__demo\/oauth-authorize\?appid=wxdemo0000000000&redirect_uri=https%3A%2F%2Fhall\.example\.com%2Ftransfer&/,
    );
    expect(screen.queryByRole('heading', { name: '服务导航' })).not.toBeInTheDocument();
    expect(within(document.body).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });
});
