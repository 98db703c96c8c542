import { type Gateway, GatewayError } from '@bluecat/api/gateway';
import type { AgentLoginForm } from '@bluecat/rules/agent-login';
import type { AgentUser } from '../../lib/agent-session.ts';
import { systemIdForSaleKind } from '../../lib/sale-kind.ts';
import { type CaptchaKey, loginRandomStr } from './captcha-key.ts';

export interface SignInDeps {
  api: Pick<Gateway, 'call'>;
  toast(message: string): void;
  saveTokens(value: { tokens: string; workNo: string }): void;
  saveUser(value: { user: AgentUser; systemId: number | null }): void;
}

/**
 * signed-in: session, login and user data all stored. new-code: the server has seen this image code
 * (right or wrong), so the page clears it and draws a new image. stopped: nothing was spent; the
 * agent can correct the form and try again.
 */
export type SignInOutcome = 'signed-in' | 'new-code' | 'stopped';

/** Normal login is type 1 (the no-code channel pages use 0). */
const NORMAL_LOGIN = 1;
const LOGIN_ACCEPTED = '0000';

/**
 * The login sequence of 002 §7 items 2–4: getSeesion opens a session whose id later calls carry as
 * a header, login checks password and image code, checkworknoinfo returns the agent's user data.
 * The gateway has already shown every non-1 code and transport error when a step comes back.
 */
export async function signIn(
  form: AgentLoginForm,
  captcha: CaptchaKey,
  deps: SignInDeps,
): Promise<SignInOutcome> {
  const { api } = deps;
  const workNo = form.workNo.trim();
  let codeSpent = false;
  try {
    const session = await api.call('getSeesion', { workNo, Type: NORMAL_LOGIN });
    if (!session.ok) return 'stopped';
    deps.saveTokens({ tokens: session.data.thirdSession, workNo: session.data.workNo || workNo });

    codeSpent = true;
    const login = await api.call('login', {
      workNo,
      passWord: form.passWord,
      code: form.code,
      randomStr: loginRandomStr(captcha),
      type: NORMAL_LOGIN,
    });
    // -100 (wrong image code) was toasted by the gateway.
    if (!login.ok) return 'new-code';
    if (login.data.flag !== LOGIN_ACCEPTED) {
      deps.toast(login.data.message);
      return 'new-code';
    }

    const info = await api.call('checkworknoinfo', { workNo, type: 1 });
    if (!info.ok) return 'new-code';
    deps.saveUser({ user: info.data, systemId: systemIdForSaleKind(info.data.defaultSaleKind) });
    return 'signed-in';
  } catch (error) {
    if (error instanceof GatewayError) return codeSpent ? 'new-code' : 'stopped';
    throw error;
  }
}
