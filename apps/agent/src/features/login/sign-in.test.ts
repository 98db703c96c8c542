import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import type { AgentLoginForm } from '@bluecat/rules/login/agent-login';
import { describe, expect, it, vi } from 'vitest';
import type { AgentUser } from '../../lib/agent-session.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { type SignInDeps, signIn } from './sign-in.ts';

const form: AgentLoginForm = { workNo: ' LM360021 ', passWord: 'secret', code: '4827' };
const captcha = { randomStr: '7', times: '1718262000000' };

// Sale kind 3 maps to systemId 4.
const agent: AgentUser = { ...signedInAgent, defaultSaleKind: 3 };

function setup(answers: Script) {
  const call = vi.fn(answerFrom(answers));
  const deps = {
    api: { call } as unknown as SignInDeps['api'],
    toast: vi.fn(),
    saveTokens: vi.fn(),
    saveUser: vi.fn(),
  };
  return { call, deps, calledNames: () => call.mock.calls.map(([{ name }]) => name) };
}

const session = ok({ thirdSession: 'sess-1', workNo: 'LM360021' });
const accepted = ok({ flag: '0000', message: '登录成功' });

describe('signIn', () => {
  it('opens a session, logs in and stores the user data with its systemId', async () => {
    const { call, deps, calledNames } = setup({
      getSeesion: session,
      login: accepted,
      checkworknoinfo: ok(agent),
    });

    await expect(signIn(form, captcha, deps)).resolves.toBe('signed-in');

    expect(calledNames()).toEqual(['getSeesion', 'login', 'checkworknoinfo']);
    expect(call).toHaveBeenNthCalledWith(1, calls.getSeesion, { workNo: 'LM360021', Type: 1 });
    expect(call).toHaveBeenNthCalledWith(2, calls.login, {
      workNo: 'LM360021',
      passWord: 'secret',
      code: '4827',
      randomStr: '71718262000000',
      type: 1,
    });
    expect(call).toHaveBeenNthCalledWith(3, calls.checkworknoinfo, { workNo: 'LM360021', type: 1 });
    expect(deps.saveTokens).toHaveBeenCalledWith({ tokens: 'sess-1', workNo: 'LM360021' });
    expect(deps.saveUser).toHaveBeenCalledWith({ user: agent, systemId: 4 });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('stores the session before login, so login already carries it', async () => {
    const { deps } = setup({ getSeesion: session, login: accepted, checkworknoinfo: ok(agent) });
    const order: string[] = [];
    deps.saveTokens.mockImplementation(() => order.push('saveTokens'));
    (deps.api.call as ReturnType<typeof vi.fn>).mockImplementation(async ({ name }: { name: string }) => {
      order.push(name);
      return { getSeesion: session, login: accepted, checkworknoinfo: ok(agent) }[name];
    });

    await signIn(form, captcha, deps);

    expect(order).toEqual(['getSeesion', 'saveTokens', 'login', 'checkworknoinfo']);
  });

  it('stops before login when no session opens', async () => {
    const { deps, calledNames } = setup({ getSeesion: coded(-100, '工号不存在') });

    await expect(signIn(form, captcha, deps)).resolves.toBe('stopped');

    expect(calledNames()).toEqual(['getSeesion']);
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('asks for a new image code after a wrong one (-100, toasted by the gateway)', async () => {
    const { deps, calledNames } = setup({ getSeesion: session, login: coded(-100, '验证码错误') });

    await expect(signIn(form, captcha, deps)).resolves.toBe('new-code');

    expect(calledNames()).toEqual(['getSeesion', 'login']);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login is refused", async () => {
    const { deps, calledNames } = setup({
      getSeesion: session,
      login: ok({ flag: '0001', message: '账号或密码错误' }),
    });

    await expect(signIn(form, captcha, deps)).resolves.toBe('new-code');

    expect(deps.toast).toHaveBeenCalledWith('账号或密码错误');
    expect(calledNames()).toEqual(['getSeesion', 'login']);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('asks for a new image code when the user data cannot be read', async () => {
    const { deps } = setup({
      getSeesion: session,
      login: accepted,
      checkworknoinfo: coded(-100, '获取用户信息失败'),
    });

    await expect(signIn(form, captcha, deps)).resolves.toBe('new-code');
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it.each([
    ['getSeesion', 'stopped'],
    ['login', 'new-code'],
    ['checkworknoinfo', 'new-code'],
  ] as const)('a transport failure at %s ends as %s', async (failing, outcome) => {
    const answers: Script = {
      getSeesion: session,
      login: accepted,
      checkworknoinfo: ok(agent),
    };
    answers[failing] = new GatewayError('请求超时，请稍后重试...', 'timeout');
    const { deps } = setup(answers);

    await expect(signIn(form, captcha, deps)).resolves.toBe(outcome);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('lets other errors through', async () => {
    const { deps } = setup({ getSeesion: new TypeError('bug') });
    await expect(signIn(form, captcha, deps)).rejects.toThrow('bug');
  });
});
