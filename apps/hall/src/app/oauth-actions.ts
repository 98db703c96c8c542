import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { alert } from '@bluecat/ui/overlays';
import { env } from '../config/env.ts';
import { api } from '../lib/api.ts';
import { buildAuthorizeUrl, cleanCallbackUrl, createOAuthState } from '../lib/wechat-oauth.ts';
import { type AccessAction, oauthState } from './guard.ts';
import { updateOAuthSession } from './oauth-session.ts';
import { pageExit } from './page-exit.ts';

/*
 * What the access guard does when someone has to authorise: send them to WeChat, or exchange the code
 * WeChat sent back for a token. A module of its own, loaded when the guard decides so: a signed-in
 * subscriber, which is nearly every visit, never downloads it.
 */

export async function startAuthorisation(
  action: Extract<AccessAction, { kind: 'authorise' }>,
): Promise<void> {
  if (action.alert !== null) {
    await alert({ title: '提示', message: action.alert, confirmText: '确定' });
  }
  const state = oauthState(createOAuthState(), action.failures);
  updateOAuthSession((session) => ({ ...session, pendingState: state, failures: action.failures }));
  pageExit.replace(
    buildAuthorizeUrl({
      authorizeUrl: env.oauthAuthorizeUrl,
      appId: env.wechatAppId,
      redirectUri: cleanCallbackUrl(pageExit.currentHref()),
      state,
    }),
  );
}

/** LOGIN with the code; true when the token is saved and the clean address is loading. */
export async function exchangeCode(action: Extract<AccessAction, { kind: 'exchange' }>): Promise<boolean> {
  updateOAuthSession((session) => ({
    ...session,
    pendingState: null,
    exchangedStates: [...session.exchangedStates, action.exchangeKey],
  }));
  try {
    const result = await api.call(calls.LOGIN, { code: action.code }, { toast: false });
    if (result.ok && result.data.token) {
      if (keepToken(result.data.token)) {
        updateOAuthSession((session) => ({ ...session, failures: 0 }));
        pageExit.replace(cleanCallbackUrl(pageExit.currentHref()));
        return true;
      }
      // Reloading without a kept token would only start the next authorisation, and WeChat answers a
      // granted one at once: a loop with no tap to stop it. The page opens without a session instead.
      console.warn('LOGIN succeeded but the token could not be stored');
    } else {
      console.warn(`LOGIN failed with code ${result.code}: ${result.msg}`);
    }
  } catch (error) {
    console.warn('LOGIN failed', error);
  }
  updateOAuthSession((session) => ({
    ...session,
    failures: Math.max(session.failures, action.failures) + 1,
  }));
  return false;
}

/** Stores the token; false where the browser refuses to keep it (storage disabled or full). */
function keepToken(token: string): boolean {
  try {
    writeStored('token', token);
  } catch {
    return false;
  }
  return readStored('token') === token;
}
