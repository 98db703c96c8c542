import type { CallData } from '@bluecat/api/gateway';
import { isWeChat } from '../../lib/wechat.ts';

/** The arguments of getBrandWCPayRequest, passed on exactly as the pay call returned them. */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: CallData<'pay'>['signType'];
  paySign: string;
}

export interface JsapiResult {
  err_msg?: string;
}

/** The part of WeChat's in-browser bridge the payment uses. */
export interface WeixinBridge {
  invoke(method: 'getBrandWCPayRequest', params: JsapiParams, callback: (result: JsapiResult) => void): void;
}

/** How the WeChat cashier closed: paid (not yet confirmed), closed by the user, or refused. */
export type JsapiOutcome = 'ok' | 'cancel' | 'fail';

/** Only the six JSAPI fields: the pay answer also carries outTradeNo, which the cashier must not get. */
export function jsapiParams(data: JsapiParams): JsapiParams {
  const { appId, timeStamp, nonceStr, package: prepay, signType, paySign } = data;
  return { appId, timeStamp, nonceStr, package: prepay, signType, paySign };
}

/**
 * 'get_brand_wcpay_request:ok' | ':cancel' | ':fail' (some clients capitalise or add a reason after a
 * space). Anything unknown counts as a failure, never as paid.
 */
export function readOutcome(result: JsapiResult | undefined): JsapiOutcome {
  const status = /^get_brand_wcpay_request:(\w+)/i.exec(result?.err_msg ?? '')?.[1]?.toLowerCase();
  if (status === 'ok') return 'ok';
  if (status === 'cancel') return 'cancel';
  return 'fail';
}

/** Opens the WeChat cashier and resolves with how it closed. */
export function requestPayment(bridge: WeixinBridge, params: JsapiParams): Promise<JsapiOutcome> {
  return new Promise((resolve) => {
    try {
      bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(readOutcome(result)));
    } catch {
      // A bridge that throws (an old client without the method) has not taken any money.
      resolve('fail');
    }
  });
}

/** Where the bridge is looked for; the browser's window and document unless a test passes its own. */
export interface BridgeHost {
  bridge(): WeixinBridge | undefined;
  userAgent: string;
  /** Receives WeChat's WeixinJSBridgeReady event. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

function browserHost(): BridgeHost {
  return {
    bridge: () => (window as Window & { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge,
    userAgent: navigator.userAgent,
    events: document,
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  };
}

/** WeChat injects the bridge shortly after the page loads; a page opened at once may wait this long. */
export const BRIDGE_WAIT_MS = 3000;

/**
 * The bridge, or null outside WeChat. Asked before an order is placed, so a browser that cannot pay
 * never leaves an unpaid order behind. Inside WeChat a bridge not injected yet is awaited (the
 * WeixinJSBridgeReady event) for a short while; any other browser gets its answer at once.
 */
export function findBridge(
  host: BridgeHost = browserHost(),
  waitMs = BRIDGE_WAIT_MS,
): Promise<WeixinBridge | null> {
  const present = host.bridge();
  if (present) return Promise.resolve(present);
  if (!isWeChat(host.userAgent)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = () => {
      host.clearTimer(timer);
      host.events.removeEventListener('WeixinJSBridgeReady', done);
      resolve(host.bridge() ?? null);
    };
    const timer = host.setTimer(done, waitMs);
    host.events.addEventListener('WeixinJSBridgeReady', done);
  });
}
