import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
import { toast } from '@bluecat/ui/overlays';
import { useCallback, useRef, useState } from 'react';
import { env } from '../config/env.ts';
import { api } from './api.ts';

/** Leaving the app for the chat page goes through here so tests can watch it. */
export const externalPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Where the chat address is built: code fetched on the tap, as most visits never open the chat; tests replace `load`. */
export const chatAddressFile = {
  load: () => import('./chat-address.ts'),
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
      const result = await api.call(calls.wx_url, undefined, { loading: true });
      if (!result.ok) return;
      const { customerServiceUrl } = await chatAddressFile.load();
      const url = customerServiceUrl(env.serviceChatUrl, result.data.list);
      if (url) externalPage.open(url);
      else toast(CHAT_UNAVAILABLE);
    } catch (error) {
      // A transport failure: the gateway has already shown its message. A file that did not arrive has not.
      if (!(error instanceof GatewayError)) {
        reportFailedLoad(error);
        toast(CHAT_UNAVAILABLE);
      }
    } finally {
      busy.current = false;
      setOpening(false);
    }
  }, []);

  return { available: env.serviceChatUrl !== null, opening, open };
}
