import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { describe, expect, it, vi } from 'vitest';
import type { AgentUser } from '../../lib/agent-session.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import type { ChannelSignInDeps } from './channel-sign-in.ts';
import { signInThroughServer } from './server-sign-in.ts';

// Sale kind 3 maps to systemId 4.
const agent: AgentUser = { ...signedInAgent, workNo: 'QD360101', defaultSaleKind: 3 };
const link = { carrier: 'ph', path: '/phWithoutCodeLoginTest2-x_9Kq4Vn8Lp3Rd' } as const;

function setup(answers: Script) {
  const call = vi.fn(answerFrom(answers));
  const deps = {
    api: { call } as unknown as ChannelSignInDeps['api'],
    saveTokens: vi.fn(),
    saveUser: vi.fn(),
  };
  return { call, deps, names: () => call.mock.calls.map(([{ name }]) => name) };
}

describe('signInThroughServer (PUBLIC_CHANNEL_LOGIN=server)', () => {
  it("sends the link's carrier and identifier, no account, then stores the session and user data", async () => {
    const { call, deps, names } = setup({
      channelLogin: ok({ thirdSession: 'sess-9', workNo: 'QD360101' }),
      checkworknoinfo: ok(agent),
    });

    await expect(signInThroughServer(link, deps)).resolves.toEqual({ kind: 'signed-in' });

    expect(names()).toEqual(['channelLogin', 'checkworknoinfo']);
    expect(call).toHaveBeenNthCalledWith(1, calls.channelLogin, {
      carrier: 'ph',
      identifier: 'Test2-x_9Kq4Vn8Lp3Rd',
    });
    expect(call).toHaveBeenNthCalledWith(2, calls.checkworknoinfo, { workNo: 'QD360101', type: 1 });
    expect(deps.saveTokens).toHaveBeenCalledWith({ tokens: 'sess-9', workNo: 'QD360101' });
    expect(deps.saveUser).toHaveBeenCalledWith({ user: agent, systemId: 4 });
  });

  it("shows the server's reason for a refused link, and stores nothing", async () => {
    const { deps, names } = setup({ channelLogin: coded(-100, '渠道链接无效，请联系管理员') });
    await expect(signInThroughServer(link, deps)).resolves.toEqual({
      kind: 'failed',
      message: '渠道链接无效，请联系管理员',
    });
    expect(names()).toEqual(['channelLogin']);
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('fails with the general text when the user data is refused or nothing answers', async () => {
    const refused = setup({
      channelLogin: ok({ thirdSession: 'sess-9', workNo: 'QD360101' }),
      checkworknoinfo: coded(-100, '工号已停用'),
    });
    await expect(signInThroughServer(link, refused.deps)).resolves.toEqual({
      kind: 'failed',
      message: '渠道账号登录失败，请稍后重试',
    });
    const silent = setup({ channelLogin: new GatewayError('请求超时，请稍后重试...', 'timeout') });
    await expect(signInThroughServer(link, silent.deps)).resolves.toEqual({
      kind: 'failed',
      message: '渠道账号登录失败，请稍后重试',
    });
  });

  it('asks nothing for a dead carrier or a path that is not its link', async () => {
    const { deps, names } = setup({});
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
