/**
 * The journeys that handle money or identity, in Chromium 69, written after the Playwright journeys that
 * drive them in a current Chromium (e2e/hall/recharge, invoice, points and the face-verification specs;
 * e2e/agent/payment, universal-pay and upload-progress). Each ends on the screen a person must reach, with
 * no page error.
 */
import path from 'node:path';
import { BROWSER_COOKIE } from '@bluecat/mock-console/scenarios';
import { ANDROID_CHROME_UA, WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { fakeCameraArgs, RECORD_CAMERA_STREAMS } from '../fixtures/code128-camera.mjs';
import { JOURNEY_CLOCK } from '../journey-day.mjs';
import {
  assertHealthy,
  callsTo,
  check,
  click,
  fill,
  openPage,
  settle,
  waitFor,
  waitForText,
  waitForUrl,
} from './page.mjs';

/** A good ICCID whose last 7 digits are the contract's card for 17079112345 (e2e/agent/card-scan.spec.ts). */
const SCANNED_ICCID = '89860321245731234567';
/** The same number with two digits swapped: its Luhn check digit no longer fits. */
const SWAPPED_ICCID = '89860321245791234567';

/** WeChat's JSAPI cashier as a stand-in: records what it was asked and answers ok, as a paid order does. */
export function weChatCashier() {
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
  return track(
    context,
    openPage(context.browser, { userAgent: WECHAT_ANDROID_UA, storage: SUBSCRIBER_SESSION, ...options }),
  );
}

function agentPage(context, options = {}) {
  return track(
    context,
    openPage(context.browser, { userAgent: ANDROID_CHROME_UA, storage: AGENT_SESSION, ...options }),
  );
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

/** Fixes the clock (Date only; timers run) where a screen's content depends on today. */
function fixedClock(now) {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now);
      else super(...args);
    }
    static now() {
      return now;
    }
  }
  window.Date = FixedDate;
}

/**
 * 人脸核验: the form of one business, its start, the provider's stand-in page (or the hall's simulation
 * page, which returns by itself) and the way back to the business's return route.
 */
function faceJourney(origin, { flow, path, fields, start, back, expect, prefer }) {
  return {
    name: `hall: face verification of ${flow} returns to ${back.source.replace(/\\|\$|\^/g, '')}`,
    async run(context) {
      const page = await hallPage(context, prefer ? { intercepts: { prefer } } : {});
      await page.goto(`${origin}${path}`);
      // Filled once its data is in, as a person would: a form that fills the bound number from memberInfo
      // (/notPassword) would otherwise be sent before the number arrived.
      await settle(page);
      for (const [label, value] of fields) await fill(page, label, value);
      await click(page, start);
      await waitForUrl(page, /^\/(__demo\/face-verify|faceSimulation)\?biz_no=/);
      if (page.url().includes('/__demo/face-verify')) await click(page, '完成核验');
      await waitForUrl(page, back);
      await waitForText(page, expect);
      await settle(page);
      assertHealthy(page);
    },
  };
}

const ID_SIX = ['身份证号后六位', '15123x'];
const NAME = ['姓名', '张伟'];

export function hallJourneys(origin) {
  return [
    {
      name: 'hall: field reports load after the first screen and send an error as an envelope',
      async run(context) {
        const page = await hallPage(context);
        const sent = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && /^\/__report\/\d+$/.test(new URL(request.url()).pathname)) {
            sent.push(request.postData() ?? '');
          }
        });
        await page.goto(`${origin}/BusinessQuery`);
        await waitForText(page, '17088886666');
        // The demo host names its collector (/config/report.json, every page view's vitals).
        await waitFor(page, 'the reporter to load', () =>
          // biome-ignore lint/complexity/useOptionalChain: runs in Chromium 69, which has no `?.`.
          Boolean(window.__bluecatReports && window.__bluecatReports.sink),
        );
        // An uncaught error goes a few seconds later as one event; the vitals wait for the page to go.
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('旧内核的报告');
          });
        });
        const deadline = Date.now() + 15_000;
        while (sent.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
        check(sent.length > 0, 'an envelope was posted to the tunnel (/__report/<project>)');
        // A beacon's body may not be readable here.
        check(
          sent.every(
            (body) => body === '' || /^\{"event_id":"[0-9a-f]{32}"[^\n]*\n\{"type":"event"\}\n/.test(body),
          ),
          'each body is a Sentry envelope holding one event',
        );
        check(
          sent.some((body) => body === '' || body.includes('旧内核的报告')),
          'the error is among them',
        );
        // The error thrown here is the one problem the page may have.
        page.problems = page.problems.filter((problem) => !problem.includes('旧内核的报告'));
        assertHealthy(page);
      },
    },
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
    {
      name: 'hall: issues an invoice for two months and lands on 开票中',
      async run(context) {
        const page = await hallPage(context, {
          storage: { ...SUBSCRIBER_SESSION, phone: '17088886666' },
          // The invoice window counts from the phone's today: the journeys' day, which the stack's
          // answers are dated from (e2e/journey-day.mjs).
          init: fixedClock,
          initArg: Date.parse(JOURNEY_CLOCK),
        });
        await page.goto(`${origin}/invoiceList`);
        await click(page, '2026年10月 ¥24.30');
        await click(page, '2026年09月 ¥19.00');
        await waitForText(page, '合计：¥43.30');
        await click(page, '去开票');
        await waitForUrl(page, /\/submitInvoice$/);
        await fill(page, '电子邮箱', 'zhangxm@example.com');
        await click(page, '提交');
        await waitForUrl(page, /\/billing$/);
        await waitForText(page, '开票中');
        check(
          callsTo(page, 'submitInvoice').length + callsTo(page, 'invoiceSubmit').length <= 1,
          'one submit',
        );
        assertHealthy(page);
      },
    },
    {
      name: 'hall: 搜索服务 finds 号码充值 by cz, and keeps it in 最近使用',
      async run(context) {
        const page = await hallPage(context);
        await page.goto(`${origin}/search`);
        await fill(page, '搜索服务', 'cz');
        await click(page, '号码充值');
        await waitForUrl(page, /\/Recharge$/);
        await waitForText(page, '立即充值');
        await page.goto(`${origin}/search`);
        await waitForText(page, '最近使用');
        assertHealthy(page);
      },
    },
    {
      name: 'hall: exchanges points for a product and lands on 兑换成功',
      async run(context) {
        const page = await hallPage(context);
        await page.goto(`${origin}/integral`);
        await waitForUrl(page, /\/integral\/pointsExchange$/);
        await waitForText(page, '10元话费券');
        await click(page, '兑换');
        await waitForText(page, '确定使用1000积分兑换「10元话费券」吗？');
        await click(page, '确认兑换', { inDialog: true });
        await waitForUrl(page, /\/exchangeSuccess$/);
        await waitForText(page, '兑换成功');
        check(callsTo(page, 'pointsExchange').length === 1, 'one exchange');
        assertHealthy(page);
      },
    },
    faceJourney(origin, {
      flow: '一证通查 card lookup',
      path: '/queryCard',
      fields: [ID_SIX, NAME],
      start: '开始人脸核验',
      back: /\/card$/,
      expect: '名下号码',
    }),
    faceJourney(origin, {
      flow: '呼叫转移 call divert',
      path: '/callDivert',
      fields: [ID_SIX, NAME],
      start: '开始人脸核验',
      back: /\/calldivertOrder$/,
      expect: '订购呼转',
      prefer: { packageList: 'example=callForwarding' },
    }),
    faceJourney(origin, {
      flow: '号码绑定 account bind',
      path: '/noCode',
      fields: [['手机号码', '17088886666'], ID_SIX, NAME],
      start: '开始人脸核验',
      back: /\/bindSuccess$/,
      expect: '绑定成功',
      prefer: { memberInfo: 'example=unbound' },
    }),
    faceJourney(origin, {
      flow: '销户 account cancellation',
      path: '/cancel',
      fields: [['手机号', '17088886666'], ['身份证号', '36010219900101123x'], NAME],
      start: '下一步',
      back: /\/cancelForm$/,
      expect: '销户申请',
    }),
    faceJourney(origin, {
      flow: '补卡 SIM replacement',
      path: '/changeCard',
      fields: [['身份证号', '36010219900101123X'], NAME],
      start: '下一步',
      back: /\/changeCardForm$/,
      expect: '补卡原因',
    }),
    faceJourney(origin, {
      flow: '过户 transfer, current owner',
      path: '/transAcctSForm',
      fields: [['身份证号', '36010219900315123x'], NAME],
      start: '开始人脸核验',
      back: /\/transAcctSForm$/,
      expect: '新机主姓名',
    }),
    faceJourney(origin, {
      flow: '过户 transfer, new owner',
      path: '/transAcctTForm',
      fields: [['身份证号', '36010219900315123x'], NAME],
      start: '开始人脸核验',
      back: /\/transAcctTForm$/,
      expect: '联系电话',
    }),
    faceJourney(origin, {
      flow: '忘记原密码 forgotten service password',
      path: '/notPassword',
      fields: [NAME, ['身份证号', '36010219900315123x']],
      start: '开始人脸核验',
      back: /\/newPassword$/,
      expect: '确认新密码',
    }),
    faceJourney(origin, {
      flow: '实名激活 real-name activation',
      path: '/realName',
      fields: [
        ['手机号码', '13912345678'],
        ['服务密码', '880219'],
      ],
      start: '下一步',
      back: /\/realResult$/,
      expect: '身份核验已通过',
    }),
  ];
}

/**
 * The server keeps the opening record: what a page saves (addOpenCardLocation, still answered by Prism) is
 * what the next page reads back (queryOpenCardLocation), as e2e/agent/payment.spec.ts stands in for it.
 */
function openingRecord() {
  const saves = [];
  return {
    saves,
    respond: {
      addOpenCardLocation(request) {
        saves.push(JSON.parse(request.postData() ?? '{}'));
        return undefined;
      },
      queryOpenCardLocation() {
        const last = saves.at(-1);
        if (!last) return undefined;
        const { token: _token, applyEvent: _applyEvent, payMethod: _payMethod, ...record } = last;
        return { code: 1, msg: '成功', data: record };
      },
    },
  };
}

/** 79 KB, about 106 KB in the JSON body: some 3.5 s at 30 KB/s. */
const JOINT_PHOTO = path.resolve(
  import.meta.dirname,
  '../../apps/agent/src/testing/joint-photo-4000x3000-exif6.jpg',
);

/** Records every value the photo's progress bar takes (it is gone once the server answers). */
function recordPhotoProgress() {
  const seen = [];
  window.progressSeen = seen;
  new MutationObserver(() => {
    const bars = document.querySelectorAll('[role="progressbar"][aria-label="正在上传照片"]');
    for (let index = 0; index < bars.length; index += 1) {
      const value = Number(bars[index].getAttribute('aria-valuenow'));
      if (seen[seen.length - 1] !== value) seen.push(value);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Chooses what Prism answers for this browser through the mock console (a choice per browser, by its
 * cookie), for as long as `journey` runs. Chromium 69 reports no upload progress for a request its
 * driver intercepts, so a journey that watches an upload cannot pick its answers by interception.
 */
async function withConsoleChoice(context, origin, choice, journey) {
  const mockConsole = await context.browser.newPage();
  context.pages.push(mockConsole);
  await mockConsole.goto(`${origin}/__mock/?apply=${encodeURIComponent(choice)}`);
  try {
    await journey();
  } finally {
    // Without its cookie the browser is unknown to the console again: no other journey gets the choice.
    await mockConsole.deleteCookie({ name: BROWSER_COOKIE, url: origin });
  }
}

/** Sends what the page uploads at `bytesPerSecond`, as a shop's weak network would. */
async function slowUpload(page, bytesPerSecond) {
  const cdp = await page.target().createCDPSession();
  await cdp.send('Network.enable');
  // Chromium 69 stalls on a download limit of -1 (none): a generous one instead.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 50 * 1024 * 1024,
    uploadThroughput: bytesPerSecond,
  });
}

export function agentJourneys(origin) {
  return [
    {
      // Chromium 69 has no BarcodeDetector, and its WebAssembly lacks the bulk memory zxing-wasm uses
      // (Chrome 75): the JavaScript decoder reads the fake camera's Code 128 ICCID
      // (e2e/fixtures/code128-camera.mjs, as e2e/agent/card-scan.spec.ts), fetched on the tap.
      name: 'agent: the card-board scan reads the ICCID with the JavaScript decoder, and the opening goes on',
      // Chromium 69 has no way to grant one page the camera: the fake prompt answers yes.
      browserArgs: () => [...fakeCameraArgs(SCANNED_ICCID), '--use-fake-ui-for-media-stream'],
      async run(context) {
        const page = await agentPage(context, {
          init: RECORD_CAMERA_STREAMS,
          intercepts: { prefer: { queryOpenCardLocation: 'example=none' } },
        });
        await page.goto(`${origin}/OpenCard`);
        await waitForText(page, '扫描卡板条码');
        await settle(page);
        await fill(page, '手机号', '17079112345');
        const fetched = [];
        page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
        const tapped = Date.now();
        await click(page, '扫描卡板条码');
        await waitFor(
          page,
          '卡号 filled from the scan',
          () => {
            const card = [...document.querySelectorAll('input')].find((input) => input.value === '1234567');
            return Boolean(card);
          },
          undefined,
          20_000,
        );
        const filled = Date.now() - tapped;
        process.stdout.write(`    Chromium 69: tap to filled 卡号 in ${filled} ms\n`);
        await waitForText(page, `已识别ICCID：${SCANNED_ICCID}，请与卡板核对`);
        const after = await page.evaluate(() => ({
          sheet: document.querySelectorAll('[role="dialog"]').length,
          tracks: window.cameraStreams.map((stream) => stream.getVideoTracks()[0].readyState),
        }));
        check(
          after.sheet === 0 && after.tracks.join() === 'ended',
          `the sheet closed and the camera ended, not ${JSON.stringify(after)}`,
        );
        // The decoder came with the tap, as script: no WebAssembly file was asked for.
        check(
          fetched.some((file) => file.endsWith('.js')) && !fetched.some((file) => file.endsWith('.wasm')),
          `the JavaScript decoder's chunk and no .wasm, not ${fetched.join(', ')}`,
        );
        await click(page, '下一步');
        await waitForText(page, '蓝猫19元畅享卡');
        await waitForText(page, '2/4');
        assertHealthy(page);
      },
    },
    {
      // The JavaScript decoder's reads go through the same ICCID check (e2e/agent/card-scan-refused.spec.ts):
      // the fake camera shows the number with two digits swapped, whose check digit no longer fits.
      name: 'agent: the card-board scan refuses a failing ICCID read by the JavaScript decoder until 取消',
      browserArgs: () => [...fakeCameraArgs(SWAPPED_ICCID), '--use-fake-ui-for-media-stream'],
      async run(context) {
        const page = await agentPage(context, { init: RECORD_CAMERA_STREAMS });
        await page.goto(`${origin}/OpenCard`);
        await fill(page, '卡号', '12');
        await click(page, '扫描卡板条码');
        await waitFor(
          page,
          'the refusal in the sheet',
          () => {
            const alert = document.querySelector('[role="dialog"] [role="alert"]');
            return alert && alert.textContent === 'ICCID校验位不符，请重新扫描或手动输入卡号';
          },
          undefined,
          20_000,
        );
        // Still looking: the camera's track is live and nothing reached 卡号.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const tracks = () =>
          window.cameraStreams.map((stream) => stream.getVideoTracks()[0].readyState).join();
        check((await page.evaluate(tracks)) === 'live', 'the camera still live while the sheet is open');
        await click(page, '取消', { inDialog: true });
        await waitFor(
          page,
          'the sheet closed',
          () => document.querySelectorAll('[role="dialog"]').length === 0,
        );
        check((await page.evaluate(tracks)) === 'ended', 'the camera ended by 取消');
        const card = await page.evaluate(() => {
          const label = [...document.querySelectorAll('label')].find((node) => node.textContent === '卡号');
          return document.getElementById(label.htmlFor).value;
        });
        check(card === '12', `卡号 keeping what was typed, not ${card}`);
        assertHealthy(page);
      },
    },
    {
      name: 'agent: the joint photo goes up with its progress bar to 100 % and the step moves on',
      run: (context) =>
        withConsoleChoice(context, origin, 'queryOpenCardLocation:example=location3', async () => {
          const page = await agentPage(context, {
            storage: { ...AGENT_SESSION, uimId: '89860321245791234568' },
            init: recordPhotoProgress,
          });
          await slowUpload(page, 30 * 1024);
          await page.goto(`${origin}/OpenCard`);
          await waitForText(page, '合拍照片');
          const camera = await page.waitForSelector('input[type="file"][aria-label="拍摄合拍照片"]');
          await camera.uploadFile(JOINT_PHOTO);
          await waitForText(page, '已发送');
          await waitForText(page, '照片已上传，点击照片可重新拍摄', 20_000);
          const seen = await page.evaluate(() => window.progressSeen);
          check(seen[seen.length - 1] === 100, `the bar at 100 % last, not ${seen.join(' ')}`);
          check(
            seen.some((value) => value > 0 && value < 100),
            `the bar part of the way, not only ${seen.join(' ')}`,
          );
          await click(page, '下一步');
          await waitForText(page, '实名认证');
          check(callsTo(page, 'uploadCard').length === 1, 'one upload');
          assertHealthy(page);
        }),
    },
    {
      name: 'agent: the wizard saves a paid package, pays at the cashier and continues at the agreement',
      async run(context) {
        const record = openingRecord();
        const page = await agentPage(context, {
          intercepts: {
            // A new card has no record yet; the package of this card has a fee (¥50.00).
            prefer: { queryOpenCardLocation: 'example=none', checkoffername: 'example=paid' },
            respond: record.respond,
          },
        });
        await page.goto(`${origin}/OpenCard`);
        await fill(page, '手机号', '17079112345');
        await fill(page, '卡号', '1234567');
        await click(page, '下一步');
        await waitForText(page, '蓝猫39元大流量卡');
        await click(page, '下一步');
        await waitForUrl(page, /\/OpenPay$/);
        await waitForText(page, '¥50.00');
        await click(page, '确认支付');
        await waitForUrl(page, /\/__demo\/wx-cashier\?/);
        await click(page, '确认支付');
        await waitForUrl(page, /\/WxQuery$/);
        await click(page, '支付成功，继续开卡');
        await waitForUrl(page, /\/OpenCard$/);
        await waitForText(page, '入网协议');
        const flags = record.saves.map((save) => `${save.openCardLocation}:${save.rechargeFlag}`);
        check(
          flags.join(' ') === '1:start 1:start 1:finish',
          `saves 1:start 1:start 1:finish, not ${flags.join(' ')}`,
        );
        assertHealthy(page);
      },
    },
    {
      name: 'agent: /UniversalPay tops up through the cashier and shows 充值成功',
      async run(context) {
        const page = await agentPage(context, { storage: {} });
        await page.goto(`${origin}/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50`);
        await waitForText(page, '¥50.00');
        await click(page, '立即支付');
        await waitForUrl(page, /\/__demo\/wx-cashier\?/);
        await click(page, '确认支付');
        await waitForUrl(page, /\/UniversalPay\?recordNumber=R20240520/);
        await waitForText(page, '充值成功');
        check(callsTo(page, 'bossWxPay').length === 1, 'one top-up order');
        assertHealthy(page);
      },
    },
  ];
}
