import { readAssetPrefix } from '@bluecat/rsbuild-preset/asset-prefix';
import {
  CHANNEL_CARRIERS,
  type ChannelCarrier,
  channelLinkCarrier,
} from '@bluecat/rules/channel-login/channel-links';

/** The agent app's settings, as the build reads them (`parseEnv` below); the code reads them in env.ts. */
export interface AgentEnv {
  /** API origin; '' keeps calls on the page's own origin, where `/api` is reverse-proxied. */
  apiBase: string;
  /** 免验证码登录 the no-code-login channel links of a file-mode build, in the order configured. */
  channels: ChannelLink[];
  /** How a silent channel page signs in (PUBLIC_CHANNEL_LOGIN, below). */
  channelLogin: ChannelLoginMode;
}

/**
 * PUBLIC_CHANNEL_LOGIN: how a silent channel page signs in.
 * - `server` (the default): every `/<carrier>WithoutCodeLogin<identifier>` address is a channel page, which
 *   sends the identifier to the API (`channelLogin`); the API alone knows which are live and answers a
 *   session. No account reaches the browser, the build holds no code that reads one, and no identifier is in
 *   the build (PUBLIC_CHANNEL_LINKS stays empty).
 * - `file` (only for a backend without `channelLogin`, named and acknowledged): the page reads its carrier's
 *   dealer account from the host's /config/channels.json and logs in with it (type 0, no image code). Anyone
 *   who can fetch that file holds the accounts (deploy/WECHAT.md), so a build takes this mode only with
 *   FILE_MODE_ACKNOWLEDGEMENT set to `yes`.
 */
export const CHANNEL_LOGIN_MODES = ['server', 'file'] as const;
export type ChannelLoginMode = (typeof CHANNEL_LOGIN_MODES)[number];

/** The second variable file mode needs, named for what that mode hands to anyone who asks. */
export const FILE_MODE_ACKNOWLEDGEMENT = 'PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS';

function parseChannelLogin(value: string | undefined, acknowledgement: string | undefined): ChannelLoginMode {
  const mode = (value ?? '').trim() || 'server';
  if (!(CHANNEL_LOGIN_MODES as readonly string[]).includes(mode)) {
    throw new Error(`PUBLIC_CHANNEL_LOGIN must be ${CHANNEL_LOGIN_MODES.join(' or ')}, got "${mode}"`);
  }
  const acknowledged = (acknowledgement ?? '').trim();
  if (acknowledged !== '' && acknowledged !== 'yes') {
    throw new Error(`${FILE_MODE_ACKNOWLEDGEMENT} must be yes or empty, got "${acknowledged}"`);
  }
  if (mode === 'file' && acknowledged !== 'yes') {
    // A mistyped or copied setting must not publish the dealer accounts: the mode is taken only when the
    // build also says, in a variable of its own, that it knows what the mode exposes.
    throw new Error(
      `PUBLIC_CHANNEL_LOGIN=file serves every silent channel's dealer work number and password to anyone who asks for /config/channels.json. Use server (the default) where the API has channelLogin; to build file mode anyway, also set ${FILE_MODE_ACKNOWLEDGEMENT}=yes (deploy/WECHAT.md)`,
    );
  }
  return mode as ChannelLoginMode;
}

/** product.md › 渠道免登录: links of Dx, Yh, Sw and Cy are dead; the others log in silently with a preset dealer account. */
export const DEAD_CARRIERS: ReadonlySet<ChannelCarrier> = new Set(['Dx', 'Yh', 'Sw', 'Cy']);

/**
 * A dead link only says so; a silent one signs in without the agent typing anything, through the API or
 * with its carrier's preset account, which is no build setting (PUBLIC_CHANNEL_LOGIN below).
 */
export type ChannelLink = { path: string; carrier: ChannelCarrier; kind: 'dead' | 'silent' };

/** Entries are separated by commas, whitespace or new lines. */
function entries(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
}

/** PUBLIC_CHANNEL_LINKS lists the link paths, each once. */
function parseChannels(links: string | undefined): ChannelLink[] {
  const variable = 'PUBLIC_CHANNEL_LINKS';
  const seen = new Set<string>();
  return entries(links).map((path): ChannelLink => {
    const carrier = channelLinkCarrier(path);
    if (carrier === null) {
      throw new Error(
        `${variable}: "${path}" is not /<carrier>WithoutCodeLogin<identifier> with a carrier of ${CHANNEL_CARRIERS.join(', ')}`,
      );
    }
    if (seen.has(path)) throw new Error(`${variable}: "${path}" is listed twice`);
    seen.add(path);
    return { path, carrier, kind: DEAD_CARRIERS.has(carrier) ? 'dead' : 'silent' };
  });
}

/**
 * Reads the PUBLIC_* variables (`.env`, `.env.local`, the build environment) when the app is built
 * (rsbuild.config.ts) or tested (vitest.config.ts): a wrong deployment fails the build loudly instead of
 * calling a half-formed address.
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): AgentEnv {
  const apiBase = (source.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, '');
  if (apiBase !== '' && !/^https?:\/\/[^/\s]+/.test(apiBase)) {
    throw new Error(`PUBLIC_API_BASE must be empty or an http(s) origin, got "${apiBase}"`);
  }
  // Read by the build configuration (static/** on a CDN); checked here with the app's other settings.
  const assets = readAssetPrefix(source.PUBLIC_ASSET_PREFIX);
  if ('problem' in assets) throw new Error(assets.problem);
  const channels = parseChannels(source.PUBLIC_CHANNEL_LINKS);
  const channelLogin = parseChannelLogin(source.PUBLIC_CHANNEL_LOGIN, source[FILE_MODE_ACKNOWLEDGEMENT]);
  if (channelLogin === 'server' && channels.length > 0) {
    // In server mode a link's identifier is what signs in: listed here, every one would be in the build.
    throw new Error(
      'PUBLIC_CHANNEL_LINKS must be empty with PUBLIC_CHANNEL_LOGIN=server, the default: the API knows the links, and listing them would put every identifier in the build',
    );
  }
  return { apiBase, channels, channelLogin };
}
