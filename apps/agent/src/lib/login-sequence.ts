import * as calls from '@bluecat/api/calls';
import { type Gateway, GatewayError } from '@bluecat/api/gateway';
import type { AgentUser } from './agent-session.ts';
import { systemIdForSaleKind } from './sale-kind.ts';

export interface LoginSequenceDeps {
  api: Pick<Gateway, 'call'>;
  saveTokens(value: { tokens: string; workNo: string }): void;
  saveUser(value: { user: AgentUser; systemId: number | null }): void;
}

/** What a login sends: the captcha login (type 1) adds the image code and its key, the channel login (type 0) has none. */
export interface LoginCredentials {
  workNo: string;
  passWord: string;
  type: 0 | 1;
  code?: string;
  randomStr?: string;
}

/**
 * signed-in: session, login and user data stored. refused: login answered with a flag other than
 * '0000' and its message. failed: a step was refused with a code or never answered (the gateway has
 * shown its message); `atLogin` says whether the login call itself was reached, which spends an image code.
 */
export type LoginOutcome =
  | { kind: 'signed-in' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; atLogin: boolean };

const LOGIN_ACCEPTED = '0000';

/**
 * The login sequence of product.md › 代理商登录, shared by the captcha login and the channel pages: getSeesion
 * opens a session whose id later calls carry as a header, login checks the account, checkworknoinfo
 * returns the agent's user data.
 */
export async function runLoginSequence(
  credentials: LoginCredentials,
  deps: LoginSequenceDeps,
): Promise<LoginOutcome> {
  const { api } = deps;
  const { workNo, type } = credentials;
  let atLogin = false;
  try {
    const session = await api.call(calls.getSeesion, { workNo, Type: type });
    if (!session.ok) return { kind: 'failed', atLogin };
    deps.saveTokens({ tokens: session.data.thirdSession, workNo: session.data.workNo || workNo });

    atLogin = true;
    const { code, randomStr, passWord } = credentials;
    const login = await api.call(calls.login, {
      workNo,
      passWord,
      ...(code === undefined ? {} : { code }),
      ...(randomStr === undefined ? {} : { randomStr }),
      type,
    });
    if (!login.ok) return { kind: 'failed', atLogin };
    if (login.data.flag !== LOGIN_ACCEPTED) return { kind: 'refused', message: login.data.message };

    if (!(await loadAgentUser(workNo, deps))) return { kind: 'failed', atLogin };
    return { kind: 'signed-in' };
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'failed', atLogin };
    throw error;
  }
}

/**
 * The last step of every sign-in (product.md › 代理商登录): checkworknoinfo's user data, stored with the systemId its
 * sale kind gives. False when the call is refused with a code (the gateway has shown its message).
 */
export async function loadAgentUser(workNo: string, deps: Pick<LoginSequenceDeps, 'api' | 'saveUser'>) {
  // The user-data call takes type 1 whatever the login channel (the contract allows no other).
  const info = await deps.api.call(calls.checkworknoinfo, { workNo, type: 1 });
  if (!info.ok) return false;
  deps.saveUser({ user: info.data, systemId: systemIdForSaleKind(info.data.defaultSaleKind) });
  return true;
}
