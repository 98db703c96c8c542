import type { AgentLoginForm } from '@bluecat/rules/login/agent-login';
import { type LoginSequenceDeps, runLoginSequence } from '../../lib/login-sequence.ts';
import { type CaptchaKey, loginRandomStr } from './captcha-key.ts';

export interface SignInDeps extends LoginSequenceDeps {
  toast(message: string): void;
}

/**
 * signed-in: session, login and user data all stored. new-code: the server has seen this image code
 * (right or wrong), so the page clears it and draws a new image. stopped: nothing was spent; the
 * agent can correct the form and try again.
 */
export type SignInOutcome = 'signed-in' | 'new-code' | 'stopped';

/** Normal login is type 1 (the no-code channel pages use 0). */
const NORMAL_LOGIN = 1;

/** The captcha login: the shared sequence with the image code; a refusal's message is toasted here. */
export async function signIn(
  form: AgentLoginForm,
  captcha: CaptchaKey,
  deps: SignInDeps,
): Promise<SignInOutcome> {
  const outcome = await runLoginSequence(
    {
      workNo: form.workNo.trim(),
      passWord: form.passWord,
      code: form.code,
      randomStr: loginRandomStr(captcha),
      type: NORMAL_LOGIN,
    },
    deps,
  );
  switch (outcome.kind) {
    case 'signed-in':
      return 'signed-in';
    case 'refused':
      deps.toast(outcome.message);
      return 'new-code';
    case 'failed':
      // -100 (wrong image code) was toasted by the gateway.
      return outcome.atLogin ? 'new-code' : 'stopped';
  }
}
