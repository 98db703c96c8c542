/**
 * The WeChat OAuth authorisation address. WeChat is strict about this URL: parameters in the documented
 * order, the callback encoded once, `#wechat_redirect` at the end, and `connect_redirect=1` so a double
 * tap does not issue two codes (the second would make the first fail).
 */

/** scope snsapi_userinfo: the hall shows the member's nickname and avatar, so it asks for them. */
export const OAUTH_SCOPE = 'snsapi_userinfo';

/** Query parameters WeChat appends to the callback; stripped from every address the app keeps. */
const OAUTH_RETURN_PARAMS = ['code', 'state'] as const;

/**
 * The callback (redirect_uri) and the address kept after login: origin + path + query without code and
 * state, and never a hash — WeChat drops or mangles fragments in redirect_uri.
 */
export function cleanCallbackUrl(href: string): string {
  const url = new URL(href);
  for (const name of OAUTH_RETURN_PARAMS) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.origin}${url.pathname}${search === '' ? '' : `?${search}`}`;
}

export interface AuthorizeUrlInput {
  /** Authorisation page without query (WeChat's, or the demo stand-in's path). */
  authorizeUrl: string;
  appId: string;
  /** Where WeChat sends the user back; passed through `cleanCallbackUrl` first. */
  redirectUri: string;
  state: string;
}

export function buildAuthorizeUrl({ authorizeUrl, appId, redirectUri, state }: AuthorizeUrlInput): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${OAUTH_SCOPE}`,
    `state=${encodeURIComponent(state)}`,
    'connect_redirect=1',
  ].join('&');
  return `${authorizeUrl}?${query}#wechat_redirect`;
}

/** A state value WeChat accepts (a-zA-Z0-9, at most 128 bytes) that nobody can guess. */
export function createOAuthState(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
