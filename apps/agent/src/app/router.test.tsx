import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAgentSession } from '../testing/signed-in-agent.ts';
import { createAgentRouteDiscovery } from './route-tree.ts';
import { agentRoutes } from './router.tsx';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2218A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let userAgent = ANDROID;
/** Every call answers its contract example (the login form asks for its image code). */
let server: ContractStub;

// The first transform of a page module can outlast findBy's one second; later imports are cached.
beforeAll(async () => {
  await Promise.all([
    import('../features/login/login-page.tsx'),
    import('../features/home/home-page.tsx'),
    import('./unknown-page.tsx'),
  ]);
});

beforeEach(() => {
  userAgent = ANDROID;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  server = answerWith();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function open(path: string) {
  // As the app's router: the features' routes come when their address is opened.
  const router = createMemoryRouter(agentRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createAgentRouteDiscovery().patchRoutesOnNavigation,
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('routes', () => {
  it('shows the login form on /login in a phone browser', async () => {
    open('/login');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it.each([
    ['the WeChat browser', WECHAT, '点击右上角在浏览器中打开'],
    ['a desktop system', DESKTOP, '该系统暂不支持开卡'],
  ])('shows %s a notice instead of the login form', async (_name, agent, message) => {
    userAgent = agent;
    open('/login');
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  // product.md › 支持的手机: every page, not only /login — a QR code scanned in WeChat opens /VnoOpenCard there.
  it.each([
    '/VnoOpenCard?title=pcssh',
    '/OpenCard',
    '/OpenPay',
    '/VnoOpenPay',
    '/UniversalPay?recordNumber=R1&serviceid=17012345678&amount=50',
    '/OpenCardMessage',
    '/DxWithoutCodeLoginDemo7Qk2Vx9Lm4Tz8Rb1Hs',
    '/phWithoutCodeLoginDemo5Bt9Ce1Rg6Zw2Lh4Nq',
    '/no-such-page',
  ])('gates %s in WeChat and on desktop systems', async (path) => {
    storeAgentSession();
    userAgent = WECHAT;
    open(path);
    expect(await screen.findByRole('heading', { name: '点击右上角在浏览器中打开' })).toBeInTheDocument();
    cleanup();

    userAgent = DESKTOP;
    open(path);
    expect(await screen.findByRole('heading', { name: '该系统暂不支持开卡' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('sends /OpenCardMessage to /login without a stored session', async () => {
    const router = open('/OpenCardMessage');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens /OpenCardMessage with a stored session', async () => {
    storeAgentSession();
    open('/OpenCardMessage');
    expect(await screen.findByRole('heading', { name: '李明' })).toBeInTheDocument();
  });

  it.each([
    [false, '/login'],
    [true, '/OpenCardMessage'],
  ])('sends / (signed in: %s) to %s', async (signedIn, target) => {
    if (signedIn) storeAgentSession();
    const router = open('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('shows 页面不存在 with a way to /login for an unknown address', async () => {
    open('/no-such-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/login');
  });
});
