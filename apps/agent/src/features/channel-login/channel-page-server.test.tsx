import * as calls from '@bluecat/api/calls';
import { readStored } from '@bluecat/api/storage';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { ChannelLink } from '../../config/read-env.ts';
import { api } from '../../lib/api.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { openChannelPage } from '../../testing/channel-page-fixture.tsx';
import ChannelPage from './channel-page.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));
// No stand-in for the sign-in: the unit tests build with the demo's settings, server mode, the default.

const ph = {
  path: '/phWithoutCodeLoginTest2Fk8Ry3Ud5Lg1Xp6',
  carrier: 'ph',
  kind: 'silent',
} satisfies ChannelLink;
const answers: Script = {};
const fetchAnything = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchAnything);
  Object.assign(answers, {
    channelLogin: ok({ thirdSession: 'sess-9', workNo: 'QD360101' }),
    checkworknoinfo: ok(signedInAgent),
  });
  (api.call as Mock).mockReset().mockImplementation(answerFrom(answers));
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a channel page in server mode', () => {
  it('signs in through channelLogin with the link, reads no accounts file, and opens the wizard', async () => {
    const { router } = openChannelPage(ph);
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(api.call).toHaveBeenCalledWith(calls.channelLogin, {
      carrier: 'ph',
      identifier: 'Test2Fk8Ry3Ud5Lg1Xp6',
    });
    expect((api.call as Mock).mock.calls.map(([{ name }]) => name)).toEqual([
      'channelLogin',
      'checkworknoinfo',
    ]);
    expect(fetchAnything).not.toHaveBeenCalled();
    expect(readStored('tokens')).toBe('sess-9');
  });

  it("shows a refused link's reason with 重试, and signs in once the server accepts it", async () => {
    answers.channelLogin = coded(-100, '请求过于频繁，请稍后重试');
    const { user } = openChannelPage(ph);
    expect(await screen.findByText('请求过于频繁，请稍后重试')).toBeInTheDocument();
    answers.channelLogin = ok({ thirdSession: 'sess-9', workNo: 'QD360101' });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
  });

  it.each([
    ['/phWithoutCodeLoginAnyId-9Cw3Hx7Ne2Rb5Vf', 'main wizard'],
    ['/DxWithoutCodeLoginAnyIdMt4Gq8Lz1Ks6Ya2', '链接已失效，请退出此页面'],
    ['/phWithoutCodeLogin', '页面不存在'],
    ['/somewhere', '页面不存在'],
  ])('with no link listed in the build, %s shows %s', async (path, shown) => {
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
    const asked = (api.call as Mock).mock.calls.map(([{ name }]) => name);
    expect(asked).toEqual(shown === 'main wizard' ? ['channelLogin', 'checkworknoinfo'] : []);
    if (shown === 'main wizard') {
      expect(api.call).toHaveBeenCalledWith(calls.channelLogin, {
        carrier: 'ph',
        identifier: 'AnyId-9Cw3Hx7Ne2Rb5Vf',
      });
    }
  });
});
