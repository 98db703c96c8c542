import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { describe, expect, it, vi } from 'vitest';
import type { AgentUser } from '../../lib/agent-session.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { type SilentSignInDeps, silentSignIn } from './silent-sign-in.ts';

const account = { workNo: 'QD360101', passWord: 'demo-ph-2024' };
// Sale kind 3 maps to systemId 4.
const agent: AgentUser = { ...signedInAgent, workNo: 'QD360101', defaultSaleKind: 3 };

function setup(answers: Script) {
  const call = vi.fn(answerFrom(answers));
  const deps = {
    api: { call } as unknown as SilentSignInDeps['api'],
    saveTokens: vi.fn(),
    saveUser: vi.fn(),
  };
  return { call, deps, names: () => call.mock.calls.map(([{ name }]) => name) };
}

const session = ok({ thirdSession: 'sess-9', workNo: 'QD360101' });
const accepted = ok({ flag: '0000', message: '登录成功' });

describe('silentSignIn', () => {
  it('logs in with type 0 and no image code, then stores session and user data', async () => {
    const { call, deps, names } = setup({ getSeesion: session, login: accepted, checkworknoinfo: ok(agent) });

    await expect(silentSignIn(account, deps)).resolves.toEqual({ kind: 'signed-in' });

    expect(names()).toEqual(['getSeesion', 'login', 'checkworknoinfo']);
    expect(call).toHaveBeenNthCalledWith(1, calls.getSeesion, { workNo: 'QD360101', Type: 0 });
    expect(call).toHaveBeenNthCalledWith(2, calls.login, {
      workNo: 'QD360101',
      passWord: 'demo-ph-2024',
      type: 0,
    });
    expect(call).toHaveBeenNthCalledWith(3, calls.checkworknoinfo, { workNo: 'QD360101', type: 1 });
    expect(deps.saveTokens).toHaveBeenCalledWith({ tokens: 'sess-9', workNo: 'QD360101' });
    expect(deps.saveUser).toHaveBeenCalledWith({ user: agent, systemId: 4 });
  });

  it("passes on the server's reason when the account is refused", async () => {
    const { deps, names } = setup({
      getSeesion: session,
      login: ok({ flag: '0001', message: '账号或密码错误' }),
    });

    await expect(silentSignIn(account, deps)).resolves.toEqual({
      kind: 'refused',
      message: '账号或密码错误',
    });
    expect(names()).toEqual(['getSeesion', 'login']);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it.each([
    ['getSeesion', ['getSeesion']],
    ['login', ['getSeesion', 'login']],
    ['checkworknoinfo', ['getSeesion', 'login', 'checkworknoinfo']],
  ])('stops when %s is refused', async (failing, calls) => {
    const answers: Script = {
      getSeesion: session,
      login: accepted,
      checkworknoinfo: ok(agent),
    };
    answers[failing] = coded(-100, '工号不存在');
    const { deps, names } = setup(answers);

    await expect(silentSignIn(account, deps)).resolves.toEqual({ kind: 'failed' });
    expect(names()).toEqual(calls);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('reports a transport failure as failed', async () => {
    const { deps } = setup({
      getSeesion: session,
      login: new GatewayError('请求超时，请稍后重试...', 'timeout'),
    });
    await expect(silentSignIn(account, deps)).resolves.toEqual({ kind: 'failed' });
  });

  it('lets other errors through', async () => {
    const { deps } = setup({ getSeesion: new TypeError('bug') });
    await expect(silentSignIn(account, deps)).rejects.toThrow('bug');
  });
});
