import type { CallData } from '@bluecat/api/gateway';
import { isHttpUrl } from '@bluecat/ui/safe-url';

export type ChatNick = CallData<'wx_url'>['list'][number];

/**
 * 在线客服 the external chat page, opened with the subscriber's nick parameters (001 §3: list[0] of
 * wx_url). Null when no http(s) page is configured or the answer carries no nick: the app never follows
 * another scheme.
 */
export function customerServiceUrl(base: string | null, list: readonly ChatNick[]): string | null {
  const nick = list[0];
  if (!nick || !isHttpUrl(base)) return null;
  const url = new URL(base);
  url.searchParams.set('nickName', nick.nickName);
  url.searchParams.set('nickType', nick.nickType);
  url.searchParams.set('nickId', nick.nickId);
  return url.toString();
}
