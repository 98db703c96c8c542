import type { CallData } from '@bluecat/api/gateway';
import { isHttpUrl, isSameSitePath } from '@bluecat/ui/safe-url';

export type ChatNick = CallData<'wx_url'>['list'][number];

/**
 * 在线客服 the chat page, opened with the subscriber's nick parameters (product.md › 大厅与菜单: list[0] of wx_url). The
 * configured page is an http(s) address, or a path on this site (the demo stand-in), read against
 * `origin`. Null when none is configured or the answer carries no nick: the app never follows another scheme.
 */
export function customerServiceUrl(
  base: string | null,
  list: readonly ChatNick[],
  origin: string = window.location.origin,
): string | null {
  const nick = list[0];
  if (!nick || base === null) return null;
  if (!isSameSitePath(base) && !isHttpUrl(base)) return null;
  const url = new URL(base, origin);
  url.searchParams.set('nickName', nick.nickName);
  url.searchParams.set('nickType', nick.nickType);
  url.searchParams.set('nickId', nick.nickId);
  return url.toString();
}
