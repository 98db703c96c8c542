// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, type Choices, exampleData, OFFLINE } from '@bluecat/api/testing';
import type { AgentLoginForm } from '@bluecat/rules/login/agent-login';
import { describe, expect, it, vi } from 'vitest';
import type { AgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { type SignInDeps, signIn } from './sign-in.ts';

const form: AgentLoginForm = { workNo: ' LM360021 ', passWord: 'secret', code: '4827' };
const captcha = { randomStr: '7', times: '1718262000000' };

/** getSeesion's session id in the contract's success example. */
const SESSION = '8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6';
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
  const deps = {
    api,
    toast: vi.fn(),
    saveTokens: vi.fn(),
    saveUser: vi.fn(),
  } satisfies SignInDeps;
  return { server, deps, calledNames: () => server.requests.map(({ call }) => call) };
}

describe('signIn', () => {
  it('opens a session, logs in and stores the user data with its systemId', async () => {
    const { server, deps, calledNames } = setup();

    await expect(signIn(form, captcha, deps)).resolves.toBe('signed-in');

    expect(calledNames()).toEqual(['getSeesion', 'login', 'checkworknoinfo']);
    expect(server.bodiesOf(calls.getSeesion)).toEqual([{ workNo: 'LM360021', Type: 1 }]);
    expect(server.bodiesOf(calls.login)).toEqual([
      {
        workNo: 'LM360021',
        passWord: 'secret',
        code: '4827',
        randomStr: '71718262000000',
        type: 1,
      },
    ]);
    expect(server.bodiesOf(calls.checkworknoinfo)).toEqual([{ workNo: 'LM360021', type: 1 }]);
    expect(deps.saveTokens).toHaveBeenCalledWith({ tokens: SESSION, workNo: 'LM360021' });
    expect(deps.saveUser).toHaveBeenCalledWith({ user: agent, systemId: 4 });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('stores the session before login, so login already carries it', async () => {
    const { server, deps } = setup();
    deps.saveTokens.mockImplementation(({ tokens }) => writeStored('tokens', tokens));

    await signIn(form, captcha, deps);

    const [opening, login] = server.requests.map(({ headers }) => new Headers(headers));
    expect(opening?.get('thirdSession')).toBeNull();
    expect(login?.get('thirdSession')).toBe(SESSION);
  });

  it('stops before login when no session opens', async () => {
    const { deps, calledNames } = setup({ getSeesion: 'failed' });

    await expect(signIn(form, captcha, deps)).resolves.toBe('stopped');

    expect(calledNames()).toEqual(['getSeesion']);
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('asks for a new image code after a wrong one (-100, toasted by the gateway)', async () => {
    const { deps, calledNames } = setup({ login: 'wrongCaptcha' });

    await expect(signIn(form, captcha, deps)).resolves.toBe('new-code');

    expect(calledNames()).toEqual(['getSeesion', 'login']);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login is refused", async () => {
    const { deps, calledNames } = setup({ login: 'wrongPassword' });

    await expect(signIn(form, captcha, deps)).resolves.toBe('new-code');

    expect(deps.toast).toHaveBeenCalledWith('账号或密码错误');
    expect(calledNames()).toEqual(['getSeesion', 'login']);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('asks for a new image code when the user data cannot be read', async () => {
    const { deps } = setup({ checkworknoinfo: 'failed' });

    await expect(signIn(form, captcha, deps)).resolves.toBe('new-code');
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it.each([
    ['getSeesion', 'stopped'],
    ['login', 'new-code'],
    ['checkworknoinfo', 'new-code'],
  ] as const)('a transport failure at %s ends as %s', async (failing, outcome) => {
    const { deps } = setup({ [failing]: OFFLINE });

    await expect(signIn(form, captcha, deps)).resolves.toBe(outcome);
    expect(deps.saveUser).not.toHaveBeenCalled();
  });

  it('lets other errors through', async () => {
    const { deps } = setup();
    deps.saveTokens.mockImplementation(() => {
      throw new TypeError('bug');
    });
    await expect(signIn(form, captcha, deps)).rejects.toThrow('bug');
  });
});
