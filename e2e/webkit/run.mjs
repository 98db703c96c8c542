#!/usr/bin/env node
/**
 * The apps in WebKit, the engine of WeChat and every browser on iPhones: Debian's WebKitGTK MiniBrowser
 * over W3C WebDriver on a virtual display. Every address of both apps' route modules (the hall with WeChat's
 * iPhone user agent, the agent app with iPhone Safari's), the hall top-up through a stand-in
 * WeixinJSBridge, the agent payment through the cashier's stand-in and a face-verification round trip,
 * against the production builds and Prism; then the arrival screens' layout against current Chromium's
 * (e2e/old-engine/layout.mjs). An uncaught error, an unhandled rejection or a console error
 * fails the test it happens in: the stage's own host puts a listener at the top of every page.
 *
 *   node e2e/webkit/run.mjs [--grep text]
 *
 * Env: WEBKIT_HALL_PORT (5294), WEBKIT_AGENT_PORT (5295), WEBKIT_PRISM_PORT (4132) for the apps as the
 * browser sees them; WEBKIT_DRIVER_PORT (4140) and WEBKIT_DISPLAY (:94) for WebKitWebDriver and Xvfb.
 * A failed test runs once more in a fresh window (e2e/old-engine/run-tests.mjs). Prints `N passed, N failed`
 * last and writes it, with the names of what failed, to e2e/test-results/results-webkit.json.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, HOST } from '@bluecat/demo-host/loopback';
import { IPHONE_SAFARI_UA, PHONE, WECHAT_IPHONE_UA } from '@bluecat/test-browsers/devices';
import { AGENT_SESSION, SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { weChatCashier } from '../old-engine/journeys.mjs';
import { collectLandmarks, layoutTests, lazyReference } from '../old-engine/layout.mjs';
import { appPaths } from '../old-engine/routes.mjs';
import { runTests } from '../old-engine/run-tests.mjs';
import { startServers, stopServers, withTimeout } from '../old-engine/servers.mjs';
import { ensureWebKit } from './ensure-webkit.mjs';
import { startProbingHost, startWebDriver } from './host.mjs';
import { assertHealthy, click, fill, settle, store, waitFor, waitForText, waitForUrl } from './page.mjs';
import { newSession } from './webdriver.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RESULTS = path.join(ROOT, 'e2e', 'test-results', 'results-webkit.json');
const ports = {
  hall: Number(process.env.WEBKIT_HALL_PORT || 5294),
  agent: Number(process.env.WEBKIT_AGENT_PORT || 5295),
  prism: Number(process.env.WEBKIT_PRISM_PORT || 4132),
  driver: Number(process.env.WEBKIT_DRIVER_PORT || 4140),
};
const DISPLAY = process.env.WEBKIT_DISPLAY || ':94';
const origins = { hall: `http://${HOST}:${ports.hall}`, agent: `http://${HOST}:${ports.agent}` };
const TEST_TIMEOUT_MS = 60_000;
const BROKEN_SCREENS = ['页面出错了', '页面加载失败', '页面不存在'];

const { values: flags } = parseArgs({ options: { grep: { type: 'string' } } });

const APPS = {
  hall: { origin: origins.hall, userAgent: WECHAT_IPHONE_UA, storage: SUBSCRIBER_SESSION },
  agent: { origin: origins.agent, userAgent: IPHONE_SAFARI_UA, storage: AGENT_SESSION },
};

/** Opens `address` signed in and waits for the screen and its data. */
async function open(session, app, address, storage = APPS[app].storage) {
  await store(session, APPS[app].origin, storage);
  await session.navigate(`${APPS[app].origin}${address}`);
  await waitFor(session, 'the screen to be drawn', () => {
    const root = document.getElementById('root');
    return Boolean(root && (root.textContent || '').trim() !== '');
  });
  await settle(session);
}

async function assertNotBroken(session, address) {
  const broken = await session.execute(
    (texts) => texts.filter((text) => (document.body.textContent || '').includes(text)),
    BROKEN_SCREENS,
  );
  if (broken.length > 0) throw new Error(`${address} shows ${broken.join(', ')}`);
}

function routeTests() {
  return Object.keys(APPS).flatMap((app) =>
    appPaths(app).map((address) => ({
      name: `${app} ${address} opens`,
      app,
      async run(session) {
        await open(session, app, address);
        await assertNotBroken(session, address);
        await assertHealthy(session);
      },
    })),
  );
}

/** The journeys of e2e/old-engine/journeys.mjs that pay or verify an identity, one of each kind. */
function journeyTests() {
  return [
    {
      name: 'hall: field reports reach the collector from WebKit',
      app: 'hall',
      async run(session) {
        // The console's cookie names this browser, so the collector keeps its reports.
        await session.navigate(`${origins.hall}/__mock/`);
        // An address of its own: WebKit answers a page an earlier test loaded from its memory cache, with
        // a navigation entry that has no time to first byte (responseStart < 0), so no vital to send.
        await open(session, 'hall', `/BusinessQuery?fresh=${Date.now()}`);
        await waitForText(session, '17088886666');
        await waitFor(session, 'the reporter to load', () =>
          // biome-ignore lint/complexity/useOptionalChain: runs in WebKit as old as iOS 12's, without `?.`.
          Boolean(window.__bluecatReports && window.__bluecatReports.sink),
        );
        // Leaving the page sends its batch (pagehide): the vitals the engine has.
        await session.navigate(`${origins.hall}/__mock/`);
        await waitFor(session, 'a report kept by the collector', () => {
          const request = new XMLHttpRequest();
          request.open('GET', '/__mock/api/reports', false);
          request.send();
          const { reports } = JSON.parse(request.responseText);
          return reports.some((report) => report.app === 'hall' && report.route === '/BusinessQuery');
        });
      },
    },
    {
      name: 'hall: tops up 30元 through the WeChat cashier to 支付成功！',
      app: 'hall',
      async run(session) {
        await open(session, 'hall', '/Recharge');
        await waitForText(session, '立即充值');
        await session.execute(weChatCashier);
        await click(session, '30元');
        await click(session, '立即充值');
        await waitForUrl(session, /\/paySuccess$/);
        await waitForText(session, '支付成功！');
        const { cashier, orders } = await session.execute(() => ({
          cashier: window.cashierRequests || [],
          orders: (window.__engineCalls || []).filter((call) => call === 'addOrders').length,
        }));
        if (cashier.length !== 1 || cashier[0].method !== 'getBrandWCPayRequest')
          throw new Error(`expected one WeChat Pay request, not ${JSON.stringify(cashier)}`);
        if (orders !== 1) throw new Error(`expected one order (addOrders), not ${orders}`);
        await assertHealthy(session);
      },
    },
    {
      name: 'agent: /UniversalPay tops up through the cashier and shows 充值成功',
      app: 'agent',
      async run(session) {
        await open(
          session,
          'agent',
          '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50',
          {},
        );
        await waitForText(session, '¥50.00');
        await assertHealthy(session);
        await click(session, '立即支付');
        await waitForUrl(session, /\/__demo\/wx-cashier\?/);
        await assertHealthy(session);
        await click(session, '确认支付');
        await waitForUrl(session, /\/UniversalPay\?recordNumber=R20240520/);
        await waitForText(session, '充值成功');
        await settle(session);
        await assertHealthy(session);
      },
    },
    {
      // WebKitGTK gives a page driven over WebDriver no camera: the scan button says why in one line
      // (before the tap where the engine has no getUserMedia, after it where the camera is refused or
      // missing), and 卡号 is typed as before.
      name: 'agent: the card-board scan without a camera says why, and 卡号 is typed',
      app: 'agent',
      async run(session) {
        await open(session, 'agent', '/OpenCard');
        await waitForText(session, '扫描卡板条码');
        const enabled = await session.execute(() => {
          const scan = [...document.querySelectorAll('button')].find(
            (button) => button.textContent === '扫描卡板条码',
          );
          return Boolean(scan && !scan.disabled);
        });
        if (enabled) await click(session, '扫描卡板条码');
        const reason = await waitFor(session, 'the reason the camera cannot be had', () => {
          const line = document.querySelector('.card-scan-reason');
          return line ? line.textContent : '';
        });
        if (!/手动输入卡号$/.test(reason)) throw new Error(`a reason ending 手动输入卡号, not ${reason}`);
        process.stdout.write(`    WebKit: ${reason}\n`);
        await fill(session, '手机号', '17079112345');
        await fill(session, '卡号', '1234567');
        await click(session, '下一步');
        // The card entry is done with: the wizard goes on to the step the card's record is at.
        await waitFor(
          session,
          'the wizard past the card entry',
          // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not hidden markup's.
          () => !document.body.innerText.includes('填写开卡信息'),
        );
        await assertHealthy(session);
      },
    },
    {
      name: 'hall: face verification of 一证通查 card lookup returns to /card',
      app: 'hall',
      async run(session) {
        await open(session, 'hall', '/queryCard');
        await fill(session, '身份证号后六位', '15123x');
        await fill(session, '姓名', '张伟');
        await assertHealthy(session);
        await click(session, '开始人脸核验');
        await waitForUrl(session, /^\/(__demo\/face-verify|faceSimulation)\?biz_no=/);
        const url = await session.url();
        if (url.includes('/__demo/face-verify')) {
          await assertHealthy(session);
          await click(session, '完成核验');
        }
        await waitForUrl(session, /\/card$/);
        await waitForText(session, '名下号码');
        await settle(session);
        await assertHealthy(session);
      },
    },
  ];
}

/** A WebKit window per app, showing a 375×667 page (no toolbar, full screen, then sized). */
async function openBrowser(driverUrl, binary, userAgent) {
  const session = await newSession(driverUrl, { binary, userAgent });
  await session.setWindowRect({ x: 0, y: 0, ...PHONE.viewport });
  return session;
}

const references = lazyReference('webkit', origins, { hall: WECHAT_IPHONE_UA, agent: IPHONE_SAFARI_UA });

/** An arrival screen in WebKit: its picture and landmarks, once its data is in. */
async function measureScreen(screen, session) {
  await open(session, screen.app, screen.address, screen.storage);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const landmarks = await session.execute(collectLandmarks);
  await assertHealthy(session);
  return { landmarks, png: await session.screenshot() };
}

async function main() {
  const binaries = ensureWebKit();
  const tests = [...routeTests(), ...journeyTests(), ...layoutTests('webkit', references, measureScreen)]
    .filter((test) => !flags.grep || test.name.includes(flags.grep))
    .sort((a, b) => Number(a.app === 'agent') - Number(b.app === 'agent'));
  /** What was started, stopped last first when the run ends or is interrupted. */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => stopAll().finally(() => process.exit(130)));
  // The builds and Prism on spare ports; the browser reaches them through the probing hosts.
  const upstream = { hall: await freePort(), agent: await freePort(), prism: ports.prism };
  const servers = await startServers(upstream);
  stops.push(() => stopServers(servers));
  for (const app of ['hall', 'agent']) {
    const host = await startProbingHost({
      host: HOST,
      port: ports[app],
      upstream: `http://${HOST}:${upstream[app]}`,
    });
    stops.push(async () => host.close());
  }
  const driver = await startWebDriver(binaries, { display: DISPLAY, port: ports.driver });
  stops.push(driver.stop);
  if (tests.some((test) => test.name.startsWith('layout:'))) references.start();
  // WebKitWebDriver drives one window at a time: the tests go app by app, the window changing in between
  // (each app has its own user agent).
  /** @type {{ app?: string; session?: Awaited<ReturnType<typeof openBrowser>> }} */
  const current = {};
  stops.push(async () => current.session?.close());
  const sessionFor = async (app) => {
    if (current.app === app && current.session) return current.session;
    await current.session?.close().catch(() => undefined);
    current.session = undefined;
    current.session = await openBrowser(driver.url, binaries.browser, APPS[app].userAgent);
    current.app = app;
    return current.session;
  };
  let summary;
  try {
    const version = await fetch(`${driver.url}/status`).then((answer) => answer.json());
    process.stdout.write(
      `WebKitGTK (${version.value?.message ?? 'WebKitWebDriver'}): ${tests.length} tests\n`,
    );
    summary = await runTests(tests, {
      engine: 'WebKit',
      results: RESULTS,
      timeoutMs: TEST_TIMEOUT_MS,
      start: (test) => sessionFor(test.app),
      // The next attempt starts from a fresh window: this one may be stuck mid-navigation. A window that
      // will not close has stuck the driver too, which then starts again.
      fail: async () => {
        const session = current.session;
        current.session = undefined;
        const problems = session
          ? await withTimeout(
              session.execute(() => window.__engineProblems || []),
              5000,
            ).catch(() => [])
          : [];
        const closed = session
          ? await session.close().then(
              () => true,
              () => false,
            )
          : true;
        if (!closed) await driver.restart();
        return [
          ...(problems.length > 0 ? ['page problems:', ...problems] : []),
          ...(closed ? [] : ['the window did not close: WebKitWebDriver was started again']),
        ];
      },
    });
  } finally {
    await stopAll();
  }
  process.exit(summary.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
