import { loadChannelAccount } from './channel-accounts.ts';
import { LOGIN_FAILED } from './channel-messages.ts';
import type { ChannelSignIn } from './channel-sign-in.ts';
import { silentSignIn } from './silent-sign-in.ts';

/** The accounts file could not be read (network, server error): worth a 重试. */
export const CHANNEL_CONFIG_UNREACHABLE = '渠道信息获取失败，请稍后重试';

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
