// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith, type Choices, exampleData, OFFLINE } from '@bluecat/api/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import type { ChannelSignInDeps } from './channel-sign-in.ts';
import { signInThroughServer } from './server-sign-in.ts';

/** channelLogin's session id and work number in the contract's success example. */
const SESSION = { tokens: '8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6', workNo: 'LM360021' };
/** checkworknoinfo's agent of sale kind 3, which maps to systemId 4. */
const agent = exampleData(calls.checkworknoinfo, 'saleKind3') as AgentUser;
const link = { carrier: 'ph', path: '/phWithoutCodeLoginTest2-x_9Kq4Vn8Lp3Rd' } as const;

/** The app's gateway answered by the contract: the link accepted and `agent`, unless `choices` say. */
function setup(choices: Choices = {}) {
  const server = answerWith({ channelLogin: 'success', checkworknoinfo: 'saleKind3', ...choices });
  const deps = { api, saveTokens: vi.fn(), saveUser: vi.fn() } satisfies ChannelSignInDeps;
  return { server, deps, names: () => server.requests.map(({ call }) => call) };
}

describe('signInThroughServer (PUBLIC_CHANNEL_LOGIN=server)', () => {
  it("sends the link's carrier and identifier, no account, then stores the session and user data", async () => {
    const { server, deps, names } = setup();

    await expect(signInThroughServer(link, deps)).resolves.toEqual({ kind: 'signed-in' });

    expect(names()).toEqual(['channelLogin', 'checkworknoinfo']);
    expect(server.bodiesOf(calls.channelLogin)).toEqual([
      { carrier: 'ph', identifier: 'Test2-x_9Kq4Vn8Lp3Rd' },
    ]);
    expect(server.bodiesOf(calls.checkworknoinfo)).toEqual([{ workNo: 'LM360021', type: 1 }]);
    expect(deps.saveTokens).toHaveBeenCalledWith(SESSION);
    expect(deps.saveUser).toHaveBeenCalledWith({ user: agent, systemId: 4 });
  });

  it("shows the server's reason for a refused link, and stores nothing", async () => {
    const { deps, names } = setup({ channelLogin: 'unknownLink' });
    await expect(signInThroughServer(link, deps)).resolves.toEqual({
      kind: 'failed',
      message: '渠道链接无效，请联系管理员',
    });
    expect(names()).toEqual(['channelLogin']);
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('fails with the general text when the user data is refused', async () => {
    const { deps } = setup({ checkworknoinfo: 'failed' });
    await expect(signInThroughServer(link, deps)).resolves.toEqual({
      kind: 'failed',
      message: '渠道账号登录失败，请稍后重试',
    });
  });

  it('fails with the general text when nothing answers', async () => {
    const { deps } = setup({ channelLogin: OFFLINE });
    await expect(signInThroughServer(link, deps)).resolves.toEqual({
      kind: 'failed',
      message: '渠道账号登录失败，请稍后重试',
    });
  });

  it('asks nothing for a dead carrier or a path that is not its link', async () => {
    const { deps, names } = setup();
    await expect(
      signInThroughServer({ carrier: 'Dx', path: '/DxWithoutCodeLoginTest1Hb6Wq2Zc9Mj4Ns7' }, deps),
    ).resolves.toEqual({
      kind: 'not-configured',
    });
    await expect(
      signInThroughServer({ carrier: 'ph', path: '/YyWithoutCodeLoginTest1Hb6Wq2Zc9Mj4Ns7' }, deps),
    ).resolves.toEqual({
      kind: 'not-configured',
    });
    expect(names()).toEqual([]);
  });
});
