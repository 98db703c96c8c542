/**
 * What the WebKit stage runs beside the builds: a virtual display, WebKitWebDriver on it, and in front of
 * each app a host that adds a small script at the top of every page's <head>. WebDriver has no hook at
 * document start, and an error thrown before the first command (a failed module, an early rejection)
 * would otherwise go unseen: the script records errors, unhandled rejections and console errors from the
 * first byte on, counts the page's requests in flight so a test knows when the screen has its data, and
 * notes the API calls it made (the last segment of each /api path).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';

/**
 * Runs in the page before any of the app's scripts (WebKit reads current syntax: no compiler needed);
 * sent as its source.
 */
function pageProbe() {
  const problems = [];
  const calls = [];
  let pending = 0;
  window.__engineProblems = problems;
  window.__engineCalls = calls;
  window.__enginePending = () => pending;
  // WebKit's stack leaves the message out.
  function text(value) {
    return value?.stack ? `${value.message ?? ''}\n    ${value.stack}` : String(value);
  }
  function record(kind, value) {
    problems.push(`[${kind}] ${location.pathname}\n    ${value}`);
  }
  function recordCall(url) {
    const address = String(url)
      .replace(/^https?:\/\/[^/]+/, '')
      .split('?')[0];
    if (address.indexOf('/api/') === 0) calls.push(address.split('/').pop());
  }
  window.addEventListener(
    'error',
    (event) => {
      // A failed image or script file is an Event on its element, not an ErrorEvent: the screen shows that.
      if (typeof ErrorEvent === 'function' && event instanceof ErrorEvent) {
        record('error', event.error ? text(event.error) : event.message);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    record('unhandled rejection', text(event.reason));
  });
  const consoleError = console.error;
  console.error = (...values) => {
    record('console', values.map(text).join(' '));
    return consoleError.apply(console, values);
  };
  const realFetch = window.fetch;
  if (realFetch) {
    window.fetch = function (input, ...rest) {
      recordCall(input?.url ? input.url : input);
      pending += 1;
      return realFetch.call(this, input, ...rest).then(
        (answer) => {
          pending -= 1;
          return answer;
        },
        (error) => {
          pending -= 1;
          throw error;
        },
      );
    };
  }
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    recordCall(url);
    return open.call(this, method, url, ...rest);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...values) {
    pending += 1;
    this.addEventListener('loadend', () => {
      pending -= 1;
    });
    return send.apply(this, values);
  };
}

export const PAGE_PROBE = `(${pageProbe})();`;

/**
 * A child process that must be running, in a process group of its own (WebKitWebDriver starts the browser
 * as its child: stopping the group stops both); its output is kept for the error when it is not.
 */
function startProcess(command, args, env) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      signalGroup(child, 'SIGKILL');
      resolve(undefined);
    });
    signalGroup(child, 'SIGTERM');
  });
}

/** Resolves once `url` answers /status, or throws with what the processes printed. */
async function untilAnswering(url, processes) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const [name, child] of processes) {
      if (child.exitCode !== null)
        throw new Error(`${name} stopped (exit ${child.exitCode}):\n${child.output()}`);
    }
    try {
      const status = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) });
      if (status.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within 20 s:\n${processes.at(-1)[1].output()}`);
}

/**
 * Xvfb on `display` (":99"); WebKitWebDriver on `port`, drawing there; resolves once the driver answers.
 * `restart` stops the driver and its browser and starts them again, for a window stuck past closing.
 */
export async function startWebDriver({ driver, xvfb }, { display, port }) {
  const screen = startProcess(xvfb, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  const url = `http://127.0.0.1:${port}`;
  const launch = () => startProcess(driver, [`--port=${port}`, '--host=127.0.0.1'], { DISPLAY: display });
  let webDriver = launch();
  const stop = async () => Promise.all([stopProcess(webDriver), stopProcess(screen)]);
  try {
    await untilAnswering(url, [
      ['Xvfb', screen],
      ['WebKitWebDriver', webDriver],
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    restart: async () => {
      await stopProcess(webDriver);
      webDriver = launch();
      await untilAnswering(url, [
        ['Xvfb', screen],
        ['WebKitWebDriver', webDriver],
      ]);
    },
  };
}

/**
 * A host on `port` forwarding everything to `upstream` (an origin), with PAGE_PROBE inserted at the top of
 * each HTML page's <head>. `/__webkit/blank` is an empty page of the origin, to write storage on first.
 */
export function startProbingHost({ host, port, upstream }) {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    if (req.url === '/__webkit/blank') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    const forward = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const probe = `<script>${PAGE_PROBE}</script>`;
          const page = /<head(\s[^>]*)?>/i.test(html)
            ? html.replace(/<head(\s[^>]*)?>/i, (tag) => tag + probe)
            : probe + html;
          const { 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': Buffer.byteLength(page) });
          res.end(page);
        });
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`upstream: ${error.message}\n`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
