/**
 * A small static server for one built app, modelling what a production host must do:
 * history-mode fallback to <address>.html or index.html, long cache for hashed assets, no-cache for the HTML,
 * gzip, and `/api` reverse-proxied to the operator's API (here: the Prism mock). `npm start`, the journeys
 * and the bench serve the builds with it; `node scripts/serve.mjs` runs one alone.
 *
 * Node's own modules only.
 */
import { createReadStream, existsSync, promises as fs } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import { isAllowedHostHeader } from './loopback.mjs';
import { isAllowedMapsRequest, isMapsProxyPath } from './maps-proxy.mjs';
import { forwardRequest } from './reverse-proxy.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  // WebAssembly is compiled as it streams in only when served under its own type.
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
/** Rsbuild names emitted assets `<name>.<contenthash>.<ext>`: such a file never changes. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const YEAR = 'public, max-age=31536000, immutable';

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root       built app folder holding index.html
 * @property {string} apiTarget  origin (optionally with a path prefix) that `/api/*` is forwarded to
 * @property {string} [demoDir]  folder whose `<name>.html` files answer `/__demo/<name>` (and `<name>.svg` `/__demo/<name>.svg`)
 * @property {boolean} [quiet]   no request log
 * @property {boolean} [mockConsole]  `/__mock/…` is forwarded to `apiTarget` too: the demo stack's mock console
 *   (@bluecat/mock-console), which stands in front of Prism there
 * @property {boolean} [wechatCashier]  the app's pages name `<demoDir>/wechat-bridge.js`, a stand-in for WeChat's
 *   JSAPI cashier, so that a plain browser can pay on the demo stack (`npm start`, and the journeys' host); a page
 *   that has a bridge of its own keeps it
 * @property {string} [host]   the address it is bound to (loopback unless BLUECAT_HOST says otherwise): requests
 *   are answered only when their Host names loopback or that address (loopback.mjs isAllowedHostHeader)
 * @property {{ key: string; cert: string }} [tls]  PEM key and certificate: serve HTTPS with HTTP/2, as the
 *   production host does (deploy/nginx `ssl http2`), HTTP/1.1 kept for clients without it
 */

/** @param {StaticServerOptions} options */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
  const demoDir = options.demoDir ? path.resolve(options.demoDir) : undefined;
  const target = new URL(options.apiTarget);
  const cashierTag =
    options.wechatCashier && demoDir && existsSync(path.join(demoDir, 'wechat-bridge.js'))
      ? '<script src="/__demo/wechat-bridge.js"></script>'
      : undefined;
  /** gzip output per file, kept while the file is unchanged: assets are served many times per test run. */
  const gzipCache = new Map();

  async function readCompressed(file, stat) {
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = gzipCache.get(file);
    if (cached?.version === version) return cached.body;
    const body = zlib.gzipSync(await fs.readFile(file), { level: 6 });
    gzipCache.set(file, { version, body });
    return body;
  }

  async function sendFile(req, res, file, stat, cacheControl) {
    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const compressible = COMPRESSIBLE.test(type) && stat.size > 1024;
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const gzip = compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      const body = await readCompressed(file, stat);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', stat.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }

  /** An app page with `tag` at the end of its head: read each time, as it is small and never cached. */
  async function sendPageWith(req, res, file, tag) {
    const body = Buffer.from((await fs.readFile(file, 'utf8')).replace('</head>', `${tag}</head>`));
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': body.length,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function statFile(file) {
    try {
      const stat = await fs.stat(file);
      return stat.isFile() ? stat : undefined;
    } catch {
      return undefined;
    }
  }

  function proxy(req, res) {
    forwardRequest(req, res, target, {
      headers: (headers) => {
        headers['x-forwarded-host'] = req.headers.host ?? String(req.headers[':authority'] ?? '');
        headers['x-forwarded-proto'] = 'http';
        headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
          .filter(Boolean)
          .join(', ');
      },
    });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.mockConsole && /^\/__mock(\/|$)/.test(url.pathname)) {
      proxy(req, res);
      return;
    }
    // Field reports (POST /__report/<project>, Sentry envelopes): the mock console reads and keeps them
    // per browser beside its request log; without it the path takes them and keeps nothing, as the
    // nginx stage does with no tracker set.
    if (/^\/__report(\/|$)/.test(url.pathname)) {
      if (options.mockConsole) proxy(req, res);
      else {
        req.resume();
        res.writeHead(204, { 'Cache-Control': 'no-store' });
        res.end();
      }
      return;
    }
    if (/^\/api(\/|$)/.test(url.pathname)) {
      proxy(req, res);
      return;
    }
    // /api-baidu is the maps service's IP-to-city lookup behind the same host (product.md › 接口调用); the API host answers
    // it here. Only that one request is forwarded: a real host adds its maps key there.
    if (isMapsProxyPath(url.pathname)) {
      if (isAllowedMapsRequest(req.method, url.pathname)) {
        proxy(req, res);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not Found\n');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }

    // A stand-in page (`/__demo/<name>` → <name>.html), a picture the mock's answers show (<name>.svg), or a
    // stand-in's script (<name>.js).
    const demo = /^\/__demo\/([\w-]+)(\.svg|\.js)?$/.exec(pathname);
    if (demo && demoDir) {
      const file = path.join(demoDir, `${demo[1]}${demo[2] ?? '.html'}`);
      const stat = await statFile(file);
      if (stat) {
        await sendFile(req, res, file, stat, 'no-cache');
        return;
      }
    }

    // Run-time settings the host keeps out of the build (/config/<name>.json, e.g. the agent's channel
    // accounts): the demo server answers them from <demo>/config/. A missing one is a 404, never index.html.
    const setting = /^\/config\/([\w-]+)\.json$/.exec(pathname);
    if (setting) {
      const file = demoDir ? path.join(demoDir, 'config', `${setting[1]}.json`) : null;
      const stat = file ? await statFile(file) : null;
      if (file && stat) {
        await sendFile(req, res, file, stat, 'no-store');
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not Found\n');
      return;
    }

    const file = path.join(root, path.normalize(pathname));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request\n');
      return;
    }
    const stat = await statFile(file);
    if (stat) {
      const name = path.basename(file);
      if (cashierTag && name.endsWith('.html')) {
        await sendPageWith(req, res, file, cashierTag);
        return;
      }
      const cache = HASHED.test(name) ? YEAR : 'no-cache';
      await sendFile(req, res, file, stat, cache);
      return;
    }

    // History-mode routes (/billDetails, /OpenCard/step) have no file: the app's router answers them.
    // A missing asset (an old chunk, an image) stays a 404 so it fails loudly instead of parsing HTML.
    const wantsPage =
      !pathname.startsWith('/static/') &&
      (path.extname(pathname) === '' || String(req.headers.accept ?? '').includes('text/html'));
    // An address of the app's router has a page of its own that also names the route's files (`/Recharge`
    // → Recharge.html, @bluecat/rsbuild-preset first-screens.ts); any other (one with a parameter) gets index.html.
    if (wantsPage) {
      const pages = file === root ? [] : [`${file}.html`];
      for (const page of [...pages, path.join(root, 'index.html')]) {
        const pageStat = await statFile(page);
        if (pageStat) {
          if (cashierTag) await sendPageWith(req, res, page, cashierTag);
          else await sendFile(req, res, page, pageStat, 'no-cache');
          return;
        }
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found\n');
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const onRequest = (req, res) => {
    const started = performance.now();
    // A page of another site whose name points at this machine would otherwise read the mock's answers
    // and the console's request log as its own origin (DNS rebinding).
    const hostHeader = req.headers.host ?? req.headers[':authority'];
    if (!isAllowedHostHeader(typeof hostHeader === 'string' ? hostHeader : undefined, options.host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Forbidden: this demo server answers only requests for a loopback name\n');
      return;
    }
    if (!options.quiet) {
      res.on('finish', () => {
        const ms = (performance.now() - started).toFixed(0);
        process.stdout.write(`${req.method} ${req.url} ${res.statusCode} ${ms} ms\n`);
      });
    }
    handle(req, res).catch((error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error\n');
      process.stderr.write(`${req.method} ${req.url}: ${error.stack ?? error}\n`);
    });
  };
  return options.tls
    ? http2.createSecureServer({ ...options.tls, allowHTTP1: true }, /** @type {never} */ (onRequest))
    : http.createServer(onRequest);
}

/** Starts listening; rejects with a readable message when the port is taken. */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on ${host} is already in use`)
          : new Error(`cannot listen on ${host}:${port}: ${error.message}`),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}
