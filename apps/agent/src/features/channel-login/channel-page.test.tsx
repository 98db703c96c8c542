import * as calls from '@bluecat/api/calls';
import { readStored } from '@bluecat/api/storage';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { ChannelLink } from '../../config/read-env.ts';
import { api } from '../../lib/api.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { openChannelPage } from '../../testing/channel-page-fixture.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));
// The unit tests' build settings are the demo's (server mode, the default); this is the page as a build with
// PUBLIC_CHANNEL_LOGIN=file has it.
vi.mock('./channel-sign-in.ts', async () => ({
  loadChannelSignIn: async () => (await import('./file-sign-in.ts')).signInWithAccountFile,
}));

const account = { workNo: 'QD360101', passWord: 'pw-test-1' };
const links = {
  dead: { path: '/DxWithoutCodeLoginTest1Hb6Wq2Zc9Mj4Ns7', carrier: 'Dx', kind: 'dead' },
  ph: { path: '/phWithoutCodeLoginTest2Fk8Ry3Ud5Lg1Xp6', carrier: 'ph', kind: 'silent' },
  Hgxh: { path: '/HgxhWithoutCodeLoginTest3Jc7Ea2Vm9Tw4Qh1', carrier: 'Hgxh', kind: 'silent' },
} satisfies Record<string, ChannelLink>;

const answers: Script = {};
/** What the host answers for /config/channels.json. */
let accountsFile: () => Promise<Response>;
const fetchAccounts = vi.fn((_url: string, _init?: RequestInit) => accountsFile());

beforeEach(() => {
  accountsFile = async () => Response.json({ ph: account, Hgxh: account });
  fetchAccounts.mockClear();
  vi.stubGlobal('fetch', fetchAccounts);
  Object.assign(answers, {
    getSeesion: ok({ thirdSession: 'sess-9', workNo: 'QD360101' }),
    login: ok({ flag: '0000', message: '登录成功' }),
    checkworknoinfo: ok(signedInAgent),
  });
  (api.call as Mock).mockReset().mockImplementation(answerFrom(answers));
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChannelPage', () => {
  it('says a dead link has expired and calls nothing', async () => {
    openChannelPage(links.dead);
    expect(await screen.findByRole('heading', { name: '链接已失效，请退出此页面' })).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
    expect(fetchAccounts).not.toHaveBeenCalled();
  });

  it('signs in once with the channel account and opens the main wizard', async () => {
    const { router } = openChannelPage(links.ph);

    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect((api.call as Mock).mock.calls.map(([{ name }]) => name)).toEqual([
      'getSeesion',
      'login',
      'checkworknoinfo',
    ]);
    expect(api.call).toHaveBeenCalledWith(calls.login, {
      workNo: 'QD360101',
      passWord: 'pw-test-1',
      type: 0,
    });
    expect(fetchAccounts).toHaveBeenCalledWith(
      '/config/channels.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(readStored('tokens')).toBe('sess-9');
    expect(readStored('Userdata')).toEqual(signedInAgent);
    expect(readStored('systemId')).toBe('7');
  });

  it('opens the scan variant with title pcssh for Hgxh', async () => {
    const { router } = openChannelPage(links.Hgxh);
    expect(await screen.findByText('scan wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenCard');
    expect(router.state.location.search).toBe('?title=pcssh');
  });

  it("shows a refusal with the server's reason and signs in again on 重试", async () => {
    answers.login = ok({ flag: '0001', message: '账号已停用' });
    const { router, user } = openChannelPage(links.ph);

    expect(await screen.findByRole('heading', { name: '登录失败' })).toBeInTheDocument();
    expect(screen.getByText('账号已停用')).toBeInTheDocument();
    expect(readStored('Userdata')).toBeNull();

    answers.login = ok({ flag: '0000', message: '登录成功' });
    await user.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
  });

  it('shows a general failure when a step is refused with a code', async () => {
    answers.getSeesion = coded(-100, '工号不存在');
    openChannelPage(links.ph);
    expect(await screen.findByText('渠道账号登录失败，请稍后重试')).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('says the channel is not open when the host has no accounts file, without signing in or 重试', async () => {
    accountsFile = async () => new Response('Not Found', { status: 404 });
    openChannelPage(links.ph);
    expect(await screen.findByText('该渠道暂未开通，请联系管理员')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('says the channel is not open when the file has no account for the carrier', async () => {
    accountsFile = async () => Response.json({ Yy: account });
    openChannelPage(links.ph);
    expect(await screen.findByText('该渠道暂未开通，请联系管理员')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('offers 重试 when the accounts file cannot be reached, and signs in once it can', async () => {
    accountsFile = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { router, user } = openChannelPage(links.ph);
    expect(await screen.findByText('渠道信息获取失败，请稍后重试')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalled();

    accountsFile = async () => Response.json({ ph: account });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
  });
});
