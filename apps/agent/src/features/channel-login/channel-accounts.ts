import { CHANNEL_CARRIERS, type ChannelCarrier, isCarrier } from '@bluecat/rules/channel-login/channel-links';
import { DEAD_CARRIERS } from '../../config/read-env.ts';

/** A preset dealer account a channel page signs in with (login type 0, no image code). */
export interface ChannelAccount {
  workNo: string;
  passWord: string;
}

/**
 * Where the host serves the silent channels' accounts. They are credentials, so no build carries them:
 * only a channel page asks for this file, and a deployment without live channels does not have it.
 */
export const CHANNEL_ACCOUNTS_URL = '/config/channels.json';

export type AccountLookup =
  | { kind: 'found'; account: ChannelAccount }
  | { kind: 'missing' }
  | { kind: 'unreachable' };

/**
 * Reads the host's file once, here: `{ "<carrier>": { "workNo": "…", "passWord": "…" } }` for the silent
 * carriers. A malformed file, or an entry for an unknown or dead carrier, is a deployment mistake: it is
 * thrown with what to fix, so it shows in the console rather than signing in with the wrong account.
 */
export function parseChannelAccounts(json: unknown): Map<ChannelCarrier, ChannelAccount> {
  const where = CHANNEL_ACCOUNTS_URL;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${where}: expected an object of <carrier>: { workNo, passWord }`);
  }
  const accounts = new Map<ChannelCarrier, ChannelAccount>();
  for (const [carrier, entry] of Object.entries(json)) {
    if (!isCarrier(carrier)) {
      throw new Error(
        `${where}: unknown carrier "${carrier}" (expected one of ${CHANNEL_CARRIERS.join(', ')})`,
      );
    }
    if (DEAD_CARRIERS.has(carrier))
      throw new Error(`${where}: ${carrier} links are dead and take no account`);
    const { workNo, passWord } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (typeof workNo !== 'string' || typeof passWord !== 'string' || !workNo.trim() || !passWord) {
      throw new Error(`${where}: ${carrier} needs both a workNo and a passWord`);
    }
    accounts.set(carrier, { workNo: workNo.trim(), passWord });
  }
  return accounts;
}

/** Asks the host for one carrier's account, never from a cache: a rotated password takes effect at once. */
export async function loadChannelAccount(
  carrier: ChannelCarrier,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<AccountLookup> {
  let response: Response;
  try {
    response = await fetchImpl(CHANNEL_ACCOUNTS_URL, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 404) return { kind: 'missing' };
  if (!response.ok) return { kind: 'unreachable' };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    // A history fallback answering index.html for the missing file is "not configured", not an outage.
    return { kind: 'missing' };
  }
  const account = parseChannelAccounts(json).get(carrier);
  return account ? { kind: 'found', account } : { kind: 'missing' };
}
