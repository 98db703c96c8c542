import type { Gateway } from '@bluecat/api/gateway';
import type { ChannelCarrier } from '@bluecat/rules/channel-login/channel-links';
import type { LoginSequenceDeps } from '../../lib/login-sequence.ts';

/** The link a channel page was opened by. */
export interface ChannelSignInLink {
  carrier: ChannelCarrier;
  /** The route's path, `/<carrier>WithoutCodeLogin<identifier>`. */
  path: string;
}

export type ChannelSignInDeps = LoginSequenceDeps & { api: Pick<Gateway, 'call'> };

/**
 * signed-in: session and user data stored. not-configured: this deployment cannot sign this link in, and
 * trying again will not change that. failed: it may work later (the message says why; 重试 is offered).
 */
export type ChannelSignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'not-configured' }
  | { kind: 'failed'; message: string };

export type ChannelSignIn = (
  link: ChannelSignInLink,
  deps: ChannelSignInDeps,
) => Promise<ChannelSignInOutcome>;

/**
 * The sign-in of this build's PUBLIC_CHANNEL_LOGIN (config/read-env.ts). The build replaces
 * `APP_ENV.channelLogin` with its value and decides the condition as it reads this file, so the other mode's
 * module is never bundled: a server-mode build holds no code that fetches or reads an account. That is why
 * the setting is read here and not through config/env.ts.
 */
export function loadChannelSignIn(): Promise<ChannelSignIn> {
  return APP_ENV.channelLogin === 'server'
    ? import('./server-sign-in.ts').then((module) => module.signInThroughServer)
    : import('./file-sign-in.ts').then((module) => module.signInWithAccountFile);
}
