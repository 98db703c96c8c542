/**
 * The few W3C WebDriver commands the WebKit stage needs, over `fetch`: a session of WebKitGTK's
 * MiniBrowser, navigation, scripts in the page, the window's size and a screenshot.
 * https://www.w3.org/TR/webdriver2/
 */

/** The key of an element reference in WebDriver's answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** @param {string} driverUrl e.g. http://127.0.0.1:4444 */
export async function newSession(driverUrl, { binary, userAgent }) {
  const answer = await command(driverUrl, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': {
          binary,
          args: ['--automation', '--full-screen', `--user-agent=${userAgent}`],
        },
        pageLoadStrategy: 'normal',
        timeouts: { pageLoad: 30_000, script: 30_000 },
      },
    },
  });
  const id = answer.sessionId;
  const base = `/session/${id}`;
  const run = (method, suffix, body, timeout) =>
    command(driverUrl, method, `${base}${suffix}`, body, timeout);
  return {
    id,
    navigate: (url) => run('POST', '/url', { url }),
    url: () => run('GET', '/url'),
    /** Runs `fn` (a function, turned to source) in the page with `args`; returns its JSON result. */
    execute: (fn, ...args) =>
      run('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args }),
    setWindowRect: (rect) => run('POST', '/window/rect', rect),
    /** Clicks the element `selector` finds, as a pointer would (scrolled into view first). */
    clickElement: async (selector) => {
      const element = await run('POST', '/element', { using: 'css selector', value: selector });
      const id = element[ELEMENT] ?? Object.values(element)[0];
      await run('POST', `/element/${id}/click`, {});
    },
    /** A PNG of the viewport. */
    screenshot: async () => Buffer.from(await run('GET', '/screenshot'), 'base64'),
    close: () => run('DELETE', '', undefined, CLOSE_TIMEOUT_MS),
  };
}

/**
 * Past the session's own page-load and script limits (30 s): a command that outlasts this has a stuck
 * window behind it, and without a limit `fetch` would wait five minutes for its answer's headers.
 */
const COMMAND_TIMEOUT_MS = 40_000;
const CLOSE_TIMEOUT_MS = 10_000;

async function command(driverUrl, method, path, body, timeout = COMMAND_TIMEOUT_MS) {
  const response = await fetch(`${driverUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`WebDriver ${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  }
  const value = json.value ?? null;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
    throw new Error(
      `WebDriver ${method} ${path}: ${value?.error ?? response.status} ${value?.message ?? ''}`.trim(),
    );
  }
  return path === '/session' ? { sessionId: json.sessionId ?? value.sessionId, ...value } : value;
}
