import { type LoginSequenceDeps, runLoginSequence } from '../../lib/login-sequence.ts';
import type { ChannelAccount } from './channel-accounts.ts';

export type SilentSignInDeps = LoginSequenceDeps;

/**
 * signed-in: session, login and user data stored. refused: the server turned the account down and said
 * why (data.message). failed: a step was refused with a code or never answered; the gateway has shown
 * its message.
 */
export type SilentSignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** 免验证码登录 the no-code channel login is type 0 (product.md › 渠道免登录); the captcha login is type 1. */
const CHANNEL_LOGIN = 0;

/** The shared login sequence with a channel's preset account and no image code. */
export async function silentSignIn(
  account: ChannelAccount,
  deps: SilentSignInDeps,
): Promise<SilentSignInOutcome> {
  const outcome = await runLoginSequence(
    { workNo: account.workNo, passWord: account.passWord, type: CHANNEL_LOGIN },
    deps,
  );
  return outcome.kind === 'failed' ? { kind: 'failed' } : outcome;
}
