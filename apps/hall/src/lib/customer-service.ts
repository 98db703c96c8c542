import type { CallData } from '@bluecat/api/gateway';
import { toast } from '@bluecat/ui/overlays';
import { isHttpUrl, isSameSitePath } from '@bluecat/ui/safe-url';
import { useCallback, useRef, useState } from 'react';
import { env } from '../config/env.ts';
import { api } from './api.ts';

export type ChatNick = CallData<'wx_url'>['list'][number];

/**
 * 在线客服 the chat page, opened with the subscriber's nick parameters (001 §3: list[0] of wx_url). The
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

/** Leaving the app for the chat page goes through here so tests can watch it. */
export const externalPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

export const CHAT_UNAVAILABLE = '暂时无法连接在线客服，请拨打客服热线10020';

export interface CustomerService {
  /** False when no chat page is configured: the entry is then not offered at all. */
  available: boolean;
  /** True while wx_url is being asked; the entry is disabled so a double tap asks once. */
  opening: boolean;
  open: () => Promise<void>;
}

/**
 * 在线客服 for the shell, the transfer menu and the member center: asks wx_url for the subscriber's nick
 * and leaves for the configured chat page with it.
 */
export function useCustomerService(): CustomerService {
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);

  const open = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setOpening(true);
    try {
      const result = await api.call('wx_url', undefined, { loading: true });
      if (!result.ok) return;
      const url = customerServiceUrl(env.serviceChatUrl, result.data.list);
      if (url) externalPage.open(url);
      else toast(CHAT_UNAVAILABLE);
    } catch {
      // A transport failure: the gateway has already shown its message.
    } finally {
      busy.current = false;
      setOpening(false);
    }
  }, []);

  return { available: env.serviceChatUrl !== null, opening, open };
}
