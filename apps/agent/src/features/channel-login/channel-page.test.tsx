import * as calls from '@bluecat/api/calls';
import { readStored } from '@bluecat/api/storage';
import { answerWith, type Choices } from '@bluecat/api/testing';
import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelLink } from '../../config/read-env.ts';
import { openChannelPage } from '../../testing/channel-page-fixture.tsx';
import { signedInAgent } from '../../testing/signed-in-agent.ts';

// The unit tests' build settings are the demo's (server mode, the default); this is the page as a build with
// PUBLIC_CHANNEL_LOGIN=file has it.
// `missing`: the sign-in's own file does not come, as after every retry on a failing network.
const signInCode = vi.hoisted(() => ({ missing: false }));
vi.mock('./channel-sign-in.ts', async () => ({
  loadChannelSignIn: async () => {
    if (signInCode.missing) {
      throw Object.assign(new Error('Loading chunk file-sign-in failed.'), { name: 'ChunkLoadError' });
    }
    return (await import('./file-sign-in.ts')).signInWithAccountFile;
  },
}));

const ACCOUNTS_FILE = '/config/channels.json';
const account = { workNo: 'QD360101', passWord: 'pw-test-1' };
const links = {
  dead: { path: '/DxWithoutCodeLoginTest1Hb6Wq2Zc9Mj4Ns7', carrier: 'Dx', kind: 'dead' },
  ph: { path: '/phWithoutCodeLoginTest2Fk8Ry3Ud5Lg1Xp6', carrier: 'ph', kind: 'silent' },
  Hgxh: { path: '/HgxhWithoutCodeLoginTest3Jc7Ea2Vm9Tw4Qh1', carrier: 'Hgxh', kind: 'silent' },
} satisfies Record<string, ChannelLink>;

/** What the host answers for the accounts file. */
let accountsFile: () => Promise<Response>;
const fetchAccounts = vi.fn((_url: string, _init?: RequestInit) => accountsFile());

/**
 * The host: the accounts file from `accountsFile`, every call from the contract (a session, an accepted
 * login and the signed-in agent, unless `choices` say).
 */
function answer(choices: Choices = {}) {
  const server = answerWith({
    getSeesion: 'success',
    login: 'success',
    checkworknoinfo: 'success',
    ...choices,
  });
  const contract = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      input === ACCOUNTS_FILE ? fetchAccounts(input, init) : contract(input, init),
    ),
  );
  return server;
}

beforeEach(() => {
  accountsFile = async () => Response.json({ ph: account, Hgxh: account });
  fetchAccounts.mockClear();
});

afterEach(() => {
  signInCode.missing = false;
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChannelPage', () => {
  it('says a dead link has expired and calls nothing', async () => {
    const server = answer();
    openChannelPage(links.dead);
    expect(await screen.findByRole('heading', { name: '链接已失效，请退出此页面' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(fetchAccounts).not.toHaveBeenCalled();
  });

  it('signs in once with the channel account and opens the main wizard', async () => {
    const server = answer();
    const { router } = openChannelPage(links.ph);

    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
    expect(server.requests.map(({ call }) => call)).toEqual(['getSeesion', 'login', 'checkworknoinfo']);
    expect(server.bodiesOf(calls.login)).toEqual([{ workNo: 'QD360101', passWord: 'pw-test-1', type: 0 }]);
    expect(fetchAccounts).toHaveBeenCalledWith(ACCOUNTS_FILE, expect.objectContaining({ cache: 'no-store' }));
    // getSeesion's session id in the contract's success example.
    expect(readStored('tokens')).toBe('8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6');
    expect(readStored('Userdata')).toEqual(signedInAgent);
    expect(readStored('systemId')).toBe('7');
  });

  it('opens the scan variant with title pcssh for Hgxh', async () => {
    answer();
    const { router } = openChannelPage(links.Hgxh);
    expect(await screen.findByText('scan wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/VnoOpenCard');
    expect(router.state.location.search).toBe('?title=pcssh');
  });

  it("shows a refusal with the server's reason and signs in again on 重试", async () => {
    answer({ login: ['wrongPassword', 'success'] });
    const { router, user } = openChannelPage(links.ph);

    expect(await screen.findByRole('heading', { name: '登录失败' })).toBeInTheDocument();
    expect(screen.getByText('账号或密码错误')).toBeInTheDocument();
    expect(readStored('Userdata')).toBeNull();

    await user.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
  });

  it('shows a general failure when a step is refused with a code', async () => {
    const server = answer({ getSeesion: 'failed' });
    openChannelPage(links.ph);
    expect(await screen.findByText('渠道账号登录失败，请稍后重试')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });

  it('says the channel is not open when the host has no accounts file, without signing in or 重试', async () => {
    const server = answer();
    accountsFile = async () => new Response('Not Found', { status: 404 });
    openChannelPage(links.ph);
    expect(await screen.findByText('该渠道暂未开通，请联系管理员')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('says the channel is not open when the file has no account for the carrier', async () => {
    const server = answer();
    accountsFile = async () => Response.json({ Yy: account });
    openChannelPage(links.ph);
    expect(await screen.findByText('该渠道暂未开通，请联系管理员')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("says the page did not load, reports it and offers 重试 when the sign-in's own file does not come", async () => {
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    const server = answer();
    signInCode.missing = true;
    const { router, user } = openChannelPage(links.ph);
    expect(await screen.findByText('网络不稳定，页面没有加载完成，请检查网络后重试。')).toBeInTheDocument();
    expect(screen.queryByText('该渠道暂未开通，请联系管理员')).not.toBeInTheDocument();
    expect(sent).toEqual([['chunk', { message: 'Loading chunk file-sign-in failed.', outcome: 'failed' }]]);
    expect(server.requests).toEqual([]);

    signInCode.missing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
  });

  it('offers 重试 when the accounts file cannot be reached, and signs in once it can', async () => {
    const server = answer();
    accountsFile = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { router, user } = openChannelPage(links.ph);
    expect(await screen.findByText('渠道信息获取失败，请稍后重试')).toBeInTheDocument();
    expect(server.requests).toEqual([]);

    accountsFile = async () => Response.json({ ph: account });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('main wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
  });
});
