import { type Gateway, GatewayError } from '@bluecat/api/gateway';
import type { ChannelAccount } from '../../config/env.ts';
import type { AgentUser } from '../../lib/agent-session.ts';
import { systemIdForSaleKind } from '../../lib/sale-kind.ts';

export interface SilentSignInDeps {
  api: Pick<Gateway, 'call'>;
  saveTokens(value: { tokens: string; workNo: string }): void;
  saveUser(value: { user: AgentUser; systemId: number | null }): void;
}

/**
 * signed-in: session, login and user data stored. refused: the server turned the account down and said
 * why (data.message). failed: a step was refused with a code or never answered; the gateway has shown
 * its message.
 */
export type SilentSignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** 免验证码登录 the no-code channel login is type 0 (002 §4); the captcha login is type 1. */
const CHANNEL_LOGIN = 0;
const LOGIN_ACCEPTED = '0000';

/**
 * The login sequence of 002 §7 items 2–4 with a channel's preset account: getSeesion, login without
 * image code, checkworknoinfo. It is the captcha login's sequence minus the image code; that one lives
 * with the login form because the code and its image key belong to the form.
 */
export async function silentSignIn(
  account: ChannelAccount,
  deps: SilentSignInDeps,
): Promise<SilentSignInOutcome> {
  const { api } = deps;
  const { workNo, passWord } = account;
  try {
    const session = await api.call('getSeesion', { workNo, Type: CHANNEL_LOGIN });
    if (!session.ok) return { kind: 'failed' };
    deps.saveTokens({ tokens: session.data.thirdSession, workNo: session.data.workNo || workNo });

    const login = await api.call('login', { workNo, passWord, type: CHANNEL_LOGIN });
    if (!login.ok) return { kind: 'failed' };
    if (login.data.flag !== LOGIN_ACCEPTED) return { kind: 'refused', message: login.data.message };

    // The user-data call takes type 1 whatever the login channel (the contract allows no other).
    const info = await api.call('checkworknoinfo', { workNo, type: 1 });
    if (!info.ok) return { kind: 'failed' };
    deps.saveUser({ user: info.data, systemId: systemIdForSaleKind(info.data.defaultSaleKind) });
    return { kind: 'signed-in' };
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'failed' };
    throw error;
  }
}
