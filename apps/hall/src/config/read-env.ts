import { readAssetPrefix } from '@bluecat/rsbuild-preset/asset-prefix';
import { isHttpUrl, isSameSitePath } from '@bluecat/ui/safe-url';

/**
 * The hall's settings, read from its PUBLIC_* variables (`.env`, `.env.local`, the build environment) when
 * it is built (rsbuild.config.ts) or tested (vitest.config.ts). A wrong deployment fails the build with a
 * list of what to fix instead of sending subscribers to a half-formed authorisation address; the code
 * gets the result as a constant (env.ts).
 */
export interface HallEnv {
  /** WeChat official-account app id (appid of the OAuth authorisation URL). */
  wechatAppId: string;
  /** The OAuth authorisation page: WeChat's in production, the local stand-in in the demo. */
  oauthAuthorizeUrl: string;
  /** API origin; '' keeps calls on the page's own origin, where `/api` is reverse-proxied. */
  apiBase: string;
  /** External customer-service chat page; null when the deployment offers none. */
  serviceChatUrl: string | null;
}

/** The variables as Rsbuild reads them; any of them may be unset. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The hall's build configuration is invalid (set it in apps/hall/.env or the build environment):\n${problems
        .map((problem) => `- ${problem}`)
        .join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

export function readEnv(source: RawEnv): HallEnv {
  const problems: string[] = [];

  const wechatAppId = (source.PUBLIC_WECHAT_APP_ID ?? '').trim();
  if (!/^wx[0-9A-Za-z]{8,32}$/.test(wechatAppId)) {
    problems.push(`PUBLIC_WECHAT_APP_ID must be a WeChat app id starting with "wx", got "${wechatAppId}"`);
  }

  const oauthAuthorizeUrl = (source.PUBLIC_OAUTH_AUTHORIZE_URL ?? '').trim();
  if (
    !(isSameSitePath(oauthAuthorizeUrl) || isHttpUrl(oauthAuthorizeUrl)) ||
    /[?#]/.test(oauthAuthorizeUrl)
  ) {
    problems.push(
      `PUBLIC_OAUTH_AUTHORIZE_URL must be an http(s) address or a same-origin path without query or hash, got "${oauthAuthorizeUrl}"`,
    );
  }

  const apiBase = (source.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, '');
  if (apiBase !== '' && !isHttpUrl(apiBase)) {
    problems.push(`PUBLIC_API_BASE must be empty or an http(s) origin, got "${apiBase}"`);
  }

  const chat = (source.PUBLIC_SERVICE_CHAT_URL ?? '').trim();
  if (chat !== '' && !isSameSitePath(chat) && !isHttpUrl(chat)) {
    problems.push(
      `PUBLIC_SERVICE_CHAT_URL must be empty, an http(s) address or a same-origin path, got "${chat}"`,
    );
  }

  // Read by the build configuration (static/** on a CDN); checked here with the app's other settings.
  const assets = readAssetPrefix(source.PUBLIC_ASSET_PREFIX);
  if ('problem' in assets) problems.push(assets.problem);

  if (problems.length > 0) throw new EnvError(problems);
  return { wechatAppId, oauthAuthorizeUrl, apiBase, serviceChatUrl: chat === '' ? null : chat };
}
