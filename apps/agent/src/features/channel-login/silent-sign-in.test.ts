// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith, type Choices, exampleData, OFFLINE } from '@bluecat/api/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { type SilentSignInDeps, silentSignIn } from './silent-sign-in.ts';

const account = { workNo: 'QD360101', passWord: 'demo-ph-2024' };
/** getSeesion's session id and work number in the contract's success example. */
const SESSION = { tokens: '8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6', workNo: 'LM360021' };
/** checkworknoinfo's agent of sale kind 3, which maps to systemId 4. */
const agent = exampleData(calls.checkworknoinfo, 'saleKind3') as AgentUser;

/** The app's gateway answered by the contract: a session, an accepted login and `agent`, unless `choices` say. */
function setup(choices: Choices = {}) {
  const server = answerWith({
    getSeesion: 'success',
    login: 'success',
    checkworknoinfo: 'saleKind3',
    ...choices,
  });
  const deps = { api, saveTokens: vi.fn(), saveUser: vi.fn() } satisfies SilentSignInDeps;
  return { server, deps, names: () => server.requests.map(({ call }) => call) };
}

describe('silentSignIn', () => {
  it('logs in with type 0 and no image code, then stores session and user data', async () => {
    const { server, deps, names } = setup();

    await expect(silentSignIn(account, deps)).resolves.toEqual({ kind: 'signed-in' });

    expect(names()).toEqual(['getSeesion', 'login', 'checkworknoinfo']);
    expect(server.bodiesOf(calls.getSeesion)).toEqual([{ workNo: 'QD360101', Type: 0 }]);
    expect(server.bodiesOf(calls.login)).toEqual([{ workNo: 'QD360101', passWord: 'demo-ph-2024', type: 0 }]);
    expect(server.bodiesOf(calls.checkworknoinfo)).toEqual([{ workNo: 'QD360101', type: 1 }]);
    expect(deps.saveTokens).toHaveBeenCalledWith(SESSION);
    expect(deps.saveUser).toHaveBeenCalledWith({ user: agent, systemId: 4 });
  });

  it("passes on the server's reason when the account is refused", async () => {
    const { deps, names } = setup({ login: 'wrongPassword' });

    await expect(silentSignIn(account, deps)).resolves.toEqual({
      kind: 'refused',
      message: '账号或密码错误',
    });
    expect(names()).toEqual(['getSeesion', 'login']);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it.each([
    ['getSeesion', 'failed', ['getSeesion']],
    ['login', 'wrongCaptcha', ['getSeesion', 'login']],
    ['checkworknoinfo', 'failed', ['getSeesion', 'login', 'checkworknoinfo']],
  ] as const)('stops when %s is refused', async (failing, refusal, asked) => {
    const { deps, names } = setup({ [failing]: refusal });

    await expect(silentSignIn(account, deps)).resolves.toEqual({ kind: 'failed' });
    expect(names()).toEqual(asked);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('reports a transport failure as failed', async () => {
    const { deps } = setup({ login: OFFLINE });
    await expect(silentSignIn(account, deps)).resolves.toEqual({ kind: 'failed' });
  });

  it('lets other errors through', async () => {
    const { deps } = setup();
    deps.saveTokens.mockImplementation(() => {
      throw new TypeError('bug');
    });
    await expect(silentSignIn(account, deps)).rejects.toThrow('bug');
  });
});
