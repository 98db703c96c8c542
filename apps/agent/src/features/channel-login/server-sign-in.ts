import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { loadAgentUser } from '../../lib/login-sequence.ts';
import { LOGIN_FAILED } from './channel-messages.ts';
import type { ChannelSignIn } from './channel-sign-in.ts';

/** The carriers whose links sign in (the dead ones never call): what channelLogin takes. */
const LIVE_CARRIERS = ['Yy', 'Zn', 'Zy', 'ph', 'Hgxh'] as const;
type LiveCarrier = (typeof LIVE_CARRIERS)[number];
const isLive = (carrier: string): carrier is LiveCarrier =>
  (LIVE_CARRIERS as readonly string[]).includes(carrier);

/**
 * PUBLIC_CHANNEL_LOGIN=server: the link's identifier goes to the API (`channelLogin`), which answers a session
 * already signed in as the channel's dealer account; then the user data, as after any login. No account and
 * no password reach the browser. A -100 (unknown or withdrawn link, disabled account, too many tries) is the
 * server's reason, shown with 重试: the operator may mend it without a new link.
 */
export const signInThroughServer: ChannelSignIn = async ({ carrier, path }, deps) => {
  const prefix = `/${carrier}WithoutCodeLogin`;
  if (!isLive(carrier) || !path.startsWith(prefix)) return { kind: 'not-configured' };
  try {
    const answer = await deps.api.call(calls.channelLogin, {
      carrier,
      identifier: path.slice(prefix.length),
    });
    if (!answer.ok) return { kind: 'failed', message: answer.msg || LOGIN_FAILED };
    deps.saveTokens({ tokens: answer.data.thirdSession, workNo: answer.data.workNo });
    return (await loadAgentUser(answer.data.workNo, deps))
      ? { kind: 'signed-in' }
      : { kind: 'failed', message: LOGIN_FAILED };
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'failed', message: LOGIN_FAILED };
    throw error;
  }
};
