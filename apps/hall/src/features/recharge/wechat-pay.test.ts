import { describe, expect, it, vi } from 'vitest';
import {
  type BridgeHost,
  findBridge,
  type JsapiParams,
  jsapiParams,
  readOutcome,
  requestPayment,
  type WeixinBridge,
} from './wechat-pay.ts';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.48.2580 WeChat/arm64';
const CHROME_UA = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/124.0.0.0 Mobile Safari/537.36';

const params: JsapiParams = {
  appId: 'wx0000000000demo01',
  timeStamp: '1716172215',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx2017033010242291fcfe0db70013231072',
  signType: 'RSA',
  paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ',
};

function fakeBridge(errMsg: string): WeixinBridge & { invoke: ReturnType<typeof vi.fn> } {
  return { invoke: vi.fn((_method, _params, callback) => callback({ err_msg: errMsg })) };
}

describe('readOutcome', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
    ['get_brand_wcpay_request:fail_invalid appid', 'fail'],
    ['get_brand_wcpay_request:OK', 'ok'],
    ['system:access_denied', 'fail'],
    ['', 'fail'],
    [undefined, 'fail'],
  ])('%s → %s', (errMsg, outcome) => {
    expect(readOutcome({ err_msg: errMsg })).toBe(outcome);
  });
});

describe('jsapiParams', () => {
  it('passes the six cashier fields and leaves outTradeNo out', () => {
    expect(jsapiParams({ ...params, outTradeNo: 'BC1' } as JsapiParams)).toEqual(params);
  });
});

describe('requestPayment', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
  ])('calls getBrandWCPayRequest with the parameters; %s → %s', async (errMsg, outcome) => {
    const bridge = fakeBridge(errMsg);
    await expect(requestPayment(bridge, params)).resolves.toBe(outcome);
    expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('counts a bridge that throws as a failure', async () => {
    const bridge: WeixinBridge = {
      invoke: () => {
        throw new Error('not supported');
      },
    };
    await expect(requestPayment(bridge, params)).resolves.toBe('fail');
  });
});

describe('findBridge', () => {
  function host(userAgent: string, initial?: WeixinBridge) {
    let bridge = initial;
    const events = new EventTarget();
    const timers: { callback: () => void; ms: number }[] = [];
    const fake: BridgeHost = {
      bridge: () => bridge,
      userAgent,
      events,
      setTimer: (callback, ms) => {
        const timer = { callback, ms };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
      },
    };
    return {
      fake,
      timers,
      inject(next: WeixinBridge) {
        bridge = next;
        events.dispatchEvent(new Event('WeixinJSBridgeReady'));
      },
    };
  }

  it('answers the bridge at once when it is there', async () => {
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    await expect(findBridge(host(CHROME_UA, bridge).fake)).resolves.toBe(bridge);
  });

  it('answers null at once outside WeChat', async () => {
    const outside = host(CHROME_UA);
    await expect(findBridge(outside.fake)).resolves.toBeNull();
    expect(outside.timers).toHaveLength(0);
  });

  it('waits in WeChat for WeixinJSBridgeReady', async () => {
    const inside = host(WECHAT_UA);
    const found = findBridge(inside.fake, 3000);
    expect(inside.timers.map((timer) => timer.ms)).toEqual([3000]);
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    inside.inject(bridge);
    await expect(found).resolves.toBe(bridge);
    expect(inside.timers).toHaveLength(0);
  });

  it('gives up in WeChat when the bridge never comes', async () => {
    const inside = host(WECHAT_UA);
    const found = findBridge(inside.fake);
    inside.timers[0]?.callback();
    await expect(found).resolves.toBeNull();
  });
});
