import * as calls from '@bluecat/api/calls';
import { readStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelLink } from '../../config/read-env.ts';
import { openChannelPage } from '../../testing/channel-page-fixture.tsx';
import ChannelPage from './channel-page.tsx';

// No stand-in for the sign-in: the unit tests build with the demo's settings, server mode, the default.
// The contract stub answers every request: one it does not describe (the accounts file) fails the test.

const ph = {
  path: '/phWithoutCodeLoginTest2Fk8Ry3Ud5Lg1Xp6',
  carrier: 'ph',
  kind: 'silent',
} satisfies ChannelLink;

afterEach(() => {
  localStorage.clear();
});

describe('a channel page in server mode', () => {
  it('signs in through channelLogin with the link, reads no accounts file, and opens the wizard', async () => {
    const server = answerWith();
    const { router } = openChannelPage(ph);
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(server.bodiesOf(calls.channelLogin)).toEqual([
      { carrier: 'ph', identifier: 'Test2Fk8Ry3Ud5Lg1Xp6' },
    ]);
    expect(server.requests.map(({ path }) => path)).toEqual([
      '/api/gzh/channelLogin',
      '/api/gzh/checkworknoinfo',
    ]);
    // channelLogin's session id in the contract's success example.
    expect(readStored('tokens')).toBe('8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6');
  });

  it("shows a refused link's reason with 重试, and signs in once the server accepts it", async () => {
    answerWith({ channelLogin: ['tooMany', 'success'] });
    const { user } = openChannelPage(ph);
    expect(await screen.findByText('请求过于频繁，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
  });

  it.each([
    ['/phWithoutCodeLoginAnyId-9Cw3Hx7Ne2Rb5Vf', 'main wizard'],
    ['/DxWithoutCodeLoginAnyIdMt4Gq8Lz1Ks6Ya2', '链接已失效，请退出此页面'],
    ['/phWithoutCodeLogin', '页面不存在'],
    ['/somewhere', '页面不存在'],
  ])('with no link listed in the build, %s shows %s', async (path, shown) => {
    const server = answerWith();
    const router = createMemoryRouter(
      [
        { path: '/:channelLink', caseSensitive: true, element: <ChannelPage /> },
        { path: '/OpenCard', element: <p>main wizard</p> },
      ],
      { initialEntries: [path] },
    );
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText(shown)).toBeInTheDocument();
    const asked = server.requests.map(({ call }) => call);
    expect(asked).toEqual(shown === 'main wizard' ? ['channelLogin', 'checkworknoinfo'] : []);
    if (shown === 'main wizard') {
      expect(server.bodiesOf(calls.channelLogin)).toEqual([
        { carrier: 'ph', identifier: 'AnyId-9Cw3Hx7Ne2Rb5Vf' },
      ]);
    }
  });
});
