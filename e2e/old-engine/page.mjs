/**
 * Driving a page in Chromium 69 with puppeteer-core 1.7, which has no role or label selectors and no
 * auto-waiting: every helper here polls the page (surviving navigations) until what it looks for is
 * there, as a person would wait for it, and fails with what it was waiting for.
 */
import { PHONE } from '@bluecat/test-browsers/devices';
import { fillField, markTapTarget } from './in-page.mjs';

const TIMEOUT_MS = 10_000;
/** Where the apps send their field reports: the host's tunnel (docs/operating.md). */
const REPORT_PATH = /^\/__report(\/\d+)?$/;
const POLL_MS = 100;

/** A failed image of the mock's examples on an outside host: not the app's fault on a closed network. */
const OUTSIDE_RESOURCE = /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/;

/** The user agent as the phone's browser sends it, with the engine's own Chrome version in it. */
export function engineUserAgent(userAgent, version) {
  return userAgent.replace(/Chrome\/[\d.]+/, `Chrome/${version}`);
}

/**
 * A fresh tab on a phone screen: `storage` is written into localStorage before the app's first script
 * (once per tab, so a sign-out the app makes is not undone by the next load; before every document with
 * `everyLoad`, so one page can visit every address signed in), `init` runs before every
 * document (stand-ins such as WeixinJSBridge). Problems (uncaught exceptions, unhandled rejections,
 * console errors) are collected in `page.problems`.
 */
export async function openPage(
  browser,
  { userAgent, storage = {}, everyLoad = false, init, initArg, intercepts },
) {
  const page = await browser.newPage();
  page.problems = [];
  await page.setUserAgent(engineUserAgent(userAgent, (await browser.version()).split('/')[1] ?? '69'));
  await page.setViewport({
    ...PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await page.evaluateOnNewDocument(
    (values, always) => {
      const marker = 'old-engine-stored';
      if (always || window.sessionStorage.getItem(marker) === null) {
        for (const key of Object.keys(values)) window.localStorage.setItem(key, values[key]);
        window.sessionStorage.setItem(marker, '1');
      }
      window.addEventListener('unhandledrejection', (event) => {
        const reason = event.reason;
        // biome-ignore lint/complexity/useOptionalChain: runs in Chromium 69, which has no `?.`.
        console.error(`unhandled rejection: ${reason && reason.stack ? reason.stack : String(reason)}`);
      });
    },
    storage,
    everyLoad,
  );
  if (init) await page.evaluateOnNewDocument(init, initArg);
  page.on('pageerror', (error) => page.problems.push(`[pageerror] ${page.url()}\n    ${error.message}`));
  page.on('error', (error) => page.problems.push(`[crash] ${page.url()}\n    ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || OUTSIDE_RESOURCE.test(message.text())) return;
    page.problems.push(`[console] ${page.url()}\n    ${message.text()}`);
  });
  page.inFlight = 0;
  /** Every API call the page made: its path's last segment, query and JSON body. */
  page.calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A report is sent and never waited for; its beacon, sent as the page leaves, gets no finish event in
    // Chromium 69, and counted it would hold every later settle() of the tab for its whole timeout.
    if (REPORT_PATH.test(url.pathname)) return;
    page.inFlight += 1;
    if (!url.pathname.startsWith('/api/')) return;
    let body;
    try {
      body = request.postData() ? JSON.parse(request.postData()) : undefined;
    } catch {
      body = request.postData();
    }
    page.calls.push({ segment: url.pathname.split('/').pop() ?? '', search: url.search, body });
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => {
      if (REPORT_PATH.test(new URL(request.url()).pathname)) return;
      page.inFlight = Math.max(0, page.inFlight - 1);
    });
  }
  if (intercepts) await intercept(page, intercepts);
  return page;
}

/**
 * Picks Prism's named example per call (`prefer`: last path segment → `example=…`), or answers a call
 * here (`respond`: segment → a function of the request returning a JSON body, or undefined to let it
 * through). Like the Playwright fixture's `prism.pick`, a later pick for the same call replaces it.
 */
async function intercept(page, { prefer = {}, respond = {} }) {
  page.prefer = prefer;
  await page.setRequestInterception(true);
  page.on('request', async (request) => {
    const segment = new URL(request.url()).pathname.split('/').pop() ?? '';
    const isApi = /^https?:\/\/[^/]+\/api\//.test(request.url());
    try {
      const answer = isApi && respond[segment] ? await respond[segment](request) : undefined;
      if (answer !== undefined) {
        await request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
        return;
      }
      const picked = isApi ? page.prefer[segment] : undefined;
      await request.continue(picked ? { headers: { ...request.headers(), prefer: picked } } : {});
    } catch (error) {
      page.problems.push(`[intercept] ${request.url()}\n    ${error.message}`);
    }
  });
}

/** Polls `fn` in the page until it returns a truthy value; evaluation errors of a page mid-navigation are retried. */
export function waitFor(page, what, fn, arg, timeout = TIMEOUT_MS) {
  return pollPage(
    { evaluate: (...args) => page.evaluate(...args), url: () => page.url() },
    what,
    fn,
    arg,
    timeout,
  );
}

/**
 * The polling of `waitFor` for any driver: `evaluate(fn, arg)` runs in the page, `url()` says where it is.
 * Fails with what it waited for, where, and the start of the text on screen.
 */
export async function pollPage({ evaluate, url }, what, fn, arg, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await evaluate(fn, arg);
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const detail = lastError ? ` (${lastError.message})` : '';
  let text = '';
  try {
    // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, as a person reads it.
    text = await evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300));
  } catch {
    text = '(no page)';
  }
  const at = await Promise.resolve(url()).catch(() => '(unknown)');
  throw new Error(`timed out waiting for ${what}${detail}\n    at ${at}\n    page says: ${text}`);
}

/** Waits until the address (path and query) matches. */
export function waitForUrl(page, pattern) {
  return waitFor(
    page,
    `the address ${pattern}`,
    (source) => new RegExp(source).test(location.pathname + location.search),
    pattern.source,
  );
}

/** Waits until the page's visible text contains `text`. */
export function waitForText(page, text, timeout) {
  return waitFor(
    page,
    `the text “${text}”`,
    // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not hidden markup's.
    (wanted) => document.body.innerText.includes(wanted),
    text,
    timeout,
  );
}

/** Waits until nothing has been asked of the network for a moment: the screen has its data. */
export async function settle(page, quietMs = 250, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (page.inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The functions passed to page.evaluate run in Chromium 69: no `?.` or `??` in them.

/**
 * Marks the visible element `find` picks (run in the page with `arg`) and taps it, puppeteer scrolling it
 * into view first.
 */
async function tap(page, what, find, arg) {
  const id = `t${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await waitFor(page, what, find, { ...arg, id });
  await page.click(`[data-old-engine="${id}"]`);
}

/**
 * Taps the visible button, link, radio, checkbox, tab or label whose text or aria-label is `text`
 * (exactly, else as a part), inside the last open dialog when `inDialog`.
 */
export function click(page, text, { inDialog = false } = {}) {
  return tap(page, `“${text}” to tap${inDialog ? ' in a dialog' : ''}`, markTapTarget, {
    text: text.replace(/\s+/g, ''),
    inDialog,
  });
}

/**
 * Puts `value` into the field labelled `label` (its <label>, aria-label or aria-labelledby; exactly,
 * else as a part), the way React notices.
 */
export async function fill(page, label, value) {
  await waitFor(page, `the field “${label}”`, fillField, { label, value });
}

/** The calls made to one API path (its last segment). */
export function callsTo(page, segment) {
  return page.calls.filter((call) => call.segment === segment);
}

/** Fails unless `condition` holds, saying `what` was expected. */
export function check(condition, what) {
  if (!condition) throw new Error(`expected ${what}`);
}

/** Fails with the collected problems, if any. */
export function assertHealthy(page) {
  if (page.problems.length > 0) {
    throw new Error(`${page.problems.length} page problem(s)\n  ${page.problems.join('\n  ')}`);
  }
}
