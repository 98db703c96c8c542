/**
 * The one reader of build-time variables (Rsbuild inlines `PUBLIC_*` from `.env`). Checked once at
 * start-up so a wrong deployment fails loudly instead of calling a half-formed address.
 */
export interface AgentEnv {
  /** API origin; '' keeps calls on the page's own origin, where `/api` is reverse-proxied. */
  apiBase: string;
  /** 免验证码登录 the no-code-login channel links of this deployment, in the order configured. */
  channels: ChannelLink[];
}

/**
 * 渠道 carrier codes of the no-code-login links (002 §2). Dx, Yh, Sw and Cy are dead links; the others
 * log in silently with a preset dealer account.
 */
export const CHANNEL_CARRIERS = ['Dx', 'Yh', 'Sw', 'ph', 'Cy', 'Yy', 'Zn', 'Zy', 'Hgxh'] as const;
export type ChannelCarrier = (typeof CHANNEL_CARRIERS)[number];

const DEAD_CARRIERS: ReadonlySet<ChannelCarrier> = new Set(['Dx', 'Yh', 'Sw', 'Cy']);

/** A preset dealer account a channel page signs in with (login type 0, no image code). */
export interface ChannelAccount {
  workNo: string;
  passWord: string;
}

export type ChannelLink =
  | { path: string; carrier: ChannelCarrier; kind: 'dead' }
  | { path: string; carrier: ChannelCarrier; kind: 'silent'; account: ChannelAccount };

/**
 * A link is `/` + carrier code + `WithoutCodeLogin` + the fixed identifier. The identifier keeps to
 * letters, digits, `_` and `-`, so the path needs no escaping in the router or in a QR code.
 */
const CHANNEL_PATH = new RegExp(`^/(${CHANNEL_CARRIERS.join('|')})WithoutCodeLogin([A-Za-z0-9_-]+)$`);

const isCarrier = (value: string): value is ChannelCarrier =>
  (CHANNEL_CARRIERS as readonly string[]).includes(value);

/** Entries are separated by commas, whitespace or new lines. */
function entries(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
}

function decode(variable: string, entry: string, part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error(`${variable}: "${entry}" is not valid percent-encoding`);
  }
}

/**
 * PUBLIC_CHANNEL_ACCOUNTS lists `<carrier>=<workNo>:<password>` per silent carrier. Both parts are
 * percent-decoded, so a password may hold a comma, a colon or a space written as %2C, %3A, %20.
 */
function parseAccounts(value: string | undefined): Map<ChannelCarrier, ChannelAccount> {
  const variable = 'PUBLIC_CHANNEL_ACCOUNTS';
  const accounts = new Map<ChannelCarrier, ChannelAccount>();
  for (const entry of entries(value)) {
    const match = /^([^=]+)=([^:]*):(.*)$/.exec(entry);
    if (!match) throw new Error(`${variable}: "${entry}" is not <carrier>=<workNo>:<password>`);
    const [, carrier = '', rawWorkNo = '', rawPassWord = ''] = match;
    if (!isCarrier(carrier)) {
      throw new Error(
        `${variable}: unknown carrier "${carrier}" (expected one of ${CHANNEL_CARRIERS.join(', ')})`,
      );
    }
    if (DEAD_CARRIERS.has(carrier)) {
      throw new Error(`${variable}: ${carrier} links are dead and take no account`);
    }
    if (accounts.has(carrier)) throw new Error(`${variable}: ${carrier} is given twice`);
    const workNo = decode(variable, entry, rawWorkNo);
    const passWord = decode(variable, entry, rawPassWord);
    if (workNo === '' || passWord === '') {
      throw new Error(`${variable}: ${carrier} needs both a work number and a password`);
    }
    accounts.set(carrier, { workNo, passWord });
  }
  return accounts;
}

/**
 * PUBLIC_CHANNEL_LINKS lists the link paths; every silent carrier linked needs an account, and every
 * account a link (an account nobody can reach is a mistyped carrier).
 */
function parseChannels(links: string | undefined, accountsValue: string | undefined): ChannelLink[] {
  const variable = 'PUBLIC_CHANNEL_LINKS';
  const accounts = parseAccounts(accountsValue);
  const seen = new Set<string>();
  const channels = entries(links).map((path): ChannelLink => {
    const carrier = CHANNEL_PATH.exec(path)?.[1];
    if (carrier === undefined || !isCarrier(carrier)) {
      throw new Error(
        `${variable}: "${path}" is not /<carrier>WithoutCodeLogin<identifier> with a carrier of ${CHANNEL_CARRIERS.join(', ')}`,
      );
    }
    if (seen.has(path)) throw new Error(`${variable}: "${path}" is listed twice`);
    seen.add(path);
    if (DEAD_CARRIERS.has(carrier)) return { path, carrier, kind: 'dead' };
    const account = accounts.get(carrier);
    if (!account) throw new Error(`PUBLIC_CHANNEL_ACCOUNTS: no account for the ${carrier} link "${path}"`);
    return { path, carrier, kind: 'silent', account };
  });
  for (const carrier of accounts.keys()) {
    if (!channels.some((channel) => channel.carrier === carrier)) {
      throw new Error(`PUBLIC_CHANNEL_ACCOUNTS: ${carrier} has an account but no link in ${variable}`);
    }
  }
  return channels;
}

export function parseEnv(source: Record<string, string | undefined>): AgentEnv {
  const apiBase = (source.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, '');
  if (apiBase !== '' && !/^https?:\/\/[^/\s]+/.test(apiBase)) {
    throw new Error(`PUBLIC_API_BASE must be empty or an http(s) origin, got "${apiBase}"`);
  }
  const channels = parseChannels(source.PUBLIC_CHANNEL_LINKS, source.PUBLIC_CHANNEL_ACCOUNTS);
  return { apiBase, channels };
}

export const env: AgentEnv = parseEnv({
  PUBLIC_API_BASE: import.meta.env.PUBLIC_API_BASE,
  PUBLIC_CHANNEL_LINKS: import.meta.env.PUBLIC_CHANNEL_LINKS,
  PUBLIC_CHANNEL_ACCOUNTS: import.meta.env.PUBLIC_CHANNEL_ACCOUNTS,
});
