/**
 * Driving the apps in WebKit over WebDriver, as e2e/old-engine/page.mjs drives Chromium 69: every helper
 * polls the page until what it looks for is there and fails saying what it waited for. Problems come from
 * the probe the test host puts into every page (host.mjs).
 */
import { fillField, markTapTarget } from '../old-engine/in-page.mjs';
import { pollPage } from '../old-engine/page.mjs';

const TIMEOUT_MS = 15_000;

/** Polls `fn(arg)` in the page until it returns a truthy value; errors of a page mid-navigation are retried. */
export function waitFor(session, what, fn, arg, timeout = TIMEOUT_MS) {
  return pollPage({ evaluate: session.execute, url: session.url }, what, fn, arg, timeout);
}

export function waitForText(session, text, timeout) {
  return waitFor(
    session,
    `the text “${text}”`,
    // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, not hidden markup's.
    (wanted) => document.body.innerText.includes(wanted),
    text,
    timeout,
  );
}

export function waitForUrl(session, pattern) {
  return waitFor(
    session,
    `the address ${pattern}`,
    (source) => new RegExp(source).test(location.pathname + location.search),
    pattern.source,
  );
}

/**
 * Waits until the document has loaded and nothing has been asked of the network for a moment: no request
 * in flight (the probe's count) and no new resource entry.
 */
export async function settle(session, quietMs = 300, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last = '';
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    let state = 'busy';
    try {
      state = await session.execute(() =>
        document.readyState === 'complete' && window.__enginePending && window.__enginePending() === 0
          ? `idle ${performance.getEntriesByType('resource').length} ${location.href}`
          : 'busy',
      );
    } catch {
      state = 'busy';
    }
    if (state === 'busy' || state !== last) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    last = state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Taps the visible control named `text` (see markTapTarget) with a WebDriver click. */
export async function click(session, text, { inDialog = false } = {}) {
  const id = `t${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await waitFor(session, `“${text}” to tap${inDialog ? ' in a dialog' : ''}`, markTapTarget, {
    text: text.replace(/\s+/g, ''),
    inDialog,
    id,
  });
  await session.clickElement(`[data-old-engine="${id}"]`);
}

export function fill(session, label, value) {
  return waitFor(session, `the field “${label}”`, fillField, { label, value });
}

/** The problems the page's probe recorded since it loaded. */
export async function problems(session) {
  try {
    return (await session.execute(() => window.__engineProblems || [])) ?? [];
  } catch (error) {
    return [`[webdriver] ${error.message}`];
  }
}

/** Fails with the problems the page recorded, if any. */
export async function assertHealthy(session) {
  const found = await problems(session);
  if (found.length > 0) throw new Error(`${found.length} page problem(s)\n  ${found.join('\n  ')}`);
}

/** Writes `storage` into the origin's localStorage, from a blank page of it when the tab is elsewhere. */
export async function store(session, origin, storage) {
  const here = await session.url().catch(() => '');
  if (!here.startsWith(origin)) await session.navigate(`${origin}/__webkit/blank`);
  await session.execute((values) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const key of Object.keys(values)) window.localStorage.setItem(key, values[key]);
    return true;
  }, storage);
}
