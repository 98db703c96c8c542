import { loadChannelAccount } from './channel-accounts.ts';
import { CHANNEL_CONFIG_UNREACHABLE, LOGIN_FAILED } from './channel-messages.ts';
import type { ChannelSignIn } from './channel-sign-in.ts';
import { silentSignIn } from './silent-sign-in.ts';

/**
 * PUBLIC_CHANNEL_LOGIN=file: the carrier's dealer account from the host's /config/channels.json, then the
 * login sequence with it (type 0, no image code). A malformed file is thrown by the reader with what to fix.
 */
export const signInWithAccountFile: ChannelSignIn = async ({ carrier }, deps) => {
  const lookup = await loadChannelAccount(carrier);
  if (lookup.kind === 'missing') return { kind: 'not-configured' };
  if (lookup.kind === 'unreachable') return { kind: 'failed', message: CHANNEL_CONFIG_UNREACHABLE };
  const outcome = await silentSignIn(lookup.account, deps);
  if (outcome.kind === 'signed-in') return outcome;
  return {
    kind: 'failed',
    message: outcome.kind === 'refused' ? outcome.message || LOGIN_FAILED : LOGIN_FAILED,
  };
};
