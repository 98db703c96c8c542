/**
 * The mock console of the demo servers: a small HTTP server between the apps' demo hosts and Prism.
 *
 * - `/api…` is forwarded to Prism (mock, or proxy in front of a real API) with the `Prefer` header this
 *   browser's choices give the call, unless the request already names one; each call is logged with
 *   Prism's verdict (its 422 for a request that breaks the contract, its `sl-violations` header). A
 *   stand-in provider's address in an answer gets the return address its call sent (stand-in-return.mjs).
 * - `/__mock/` is the console page, `/__mock/api/…` its JSON API; `/__mock/?apply=<rules>` sets a
 *   browser's choices from a shared link.
 *
 * The browser is named by a cookie the console page sets; choices and log live in memory, bounded
 * (scripts/start.mjs starts one per stack; @bluecat/demo-host static-server.mjs forwards /__mock to it).
 */
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoToday, invert, shiftDates, shiftTo } from '@bluecat/demo-host/demo-calendar';
import { forwardRequest } from '@bluecat/demo-host/reverse-proxy';
import { answerOf, createBrowsers, violationsOf } from './browsers.mjs';
import { DEMO_PROJECT, DEMO_TUNNEL, keptFromEnvelope } from './envelopes.mjs';
import { maskRequestText } from './masking.mjs';
import {
  afterSuccess,
  browserCookie,
  browserIdFrom,
  decodeRules,
  encodeRules,
  isRule,
  newBrowserId,
  preferByRequest,
  preferFor,
  withoutBrowserCookie,
  withoutRule,
  withRule,
} from './scenarios.mjs';
import { returnUrlOf, withStandInReturn } from './stand-in-return.mjs';

const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../page');
const PAGE_FILES = {
  '/__mock/': ['index.html', 'text/html; charset=utf-8'],
  '/__mock/console.js': ['console.js', 'text/javascript; charset=utf-8'],
  '/__mock/console.css': ['console.css', 'text/css; charset=utf-8'],
};
/** The apps' own policy (deploy/nginx): scripts and styles from files of this origin only. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** How much of a request and an answer the log keeps (a photo upload is forwarded whole, logged cut). */
const REQUEST_SHOWN = 2000;
const ANSWER_READ = 256 * 1024;

/**
 * @param {{ apiTarget: string; catalogue: Awaited<ReturnType<typeof import('./catalogue.mjs').readCatalogue>>;
 *   maxBrowsers?: number; maxLog?: number; env?: Readonly<Record<string, string | undefined>> }} options
 *   `env` names the demo stack's day (DEMO_TODAY), as Prism's calendar reads it (process.env by default)
 */
export function createMockConsole(options) {
  const { catalogue } = options;
  const env = options.env ?? process.env;
  const target = new URL(options.apiTarget);
  const browsers = createBrowsers({ maxBrowsers: options.maxBrowsers ?? 50, maxLog: options.maxLog ?? 100 });
  const publicCatalogue = JSON.stringify({ groups: catalogue.groups, presets: catalogue.presets });

  /** Each operation's answer for this browser (absent: its first example). */
  function stateOf(id) {
    const rules = browsers.rules(id);
    /** @type {Record<string, string>} */
    const choices = {};
    for (const group of catalogue.groups) {
      for (const operation of group.operations) {
        const prefer = preferFor(rules, operation.path, operation, catalogue.callPaths);
        if (prefer) choices[operation.id] = prefer;
      }
    }
    // Rules waiting for a call (a preset's later step) are shown apart: they answer nothing yet.
    const waiting = rules.filter((rule) => rule.after !== undefined);
    return { rules, choices, waiting, apply: encodeRules(rules) };
  }

  function sendJson(res, status, value, headers = {}) {
    const body = JSON.stringify(value);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(body);
  }

  /** A body as text, at most 64 KB (a longer one is cut off: the tunnel's limit). */
  function readText(req) {
    return new Promise((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        text += chunk;
        if (text.length > 64 * 1024) req.destroy();
      });
      req.on('end', () => resolve(text));
      req.on('close', () => resolve(text));
    });
  }

  function readJson(req) {
    return new Promise((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        text += chunk;
        if (text.length > 64 * 1024) req.destroy();
      });
      req.on('end', () => {
        try {
          resolve(JSON.parse(text || '{}'));
        } catch {
          resolve(undefined);
        }
      });
      req.on('error', () => resolve(undefined));
    });
  }

  /** The browser's id; a browser without one gets one (and the cookie) when it opens the console. */
  function browserOf(req, res) {
    const known = browserIdFrom(req.headers.cookie);
    if (known) return known;
    const id = newBrowserId();
    res.setHeader('Set-Cookie', browserCookie(id));
    return id;
  }

  async function handleConsole(req, res, url) {
    if (url.pathname === '/__mock') {
      res.writeHead(301, { Location: `/__mock/${url.search}` });
      res.end();
      return;
    }
    const page = PAGE_FILES[url.pathname];
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      const id = browserOf(req, res);
      const apply = url.searchParams.get('apply');
      if (url.pathname === '/__mock/' && apply !== null) {
        // A shared link: its choices replace this browser's, then the plain address (a reload keeps them).
        browsers.setRules(id, decodeRules(apply));
        res.writeHead(303, { Location: '/__mock/' });
        res.end();
        return;
      }
      const file = path.join(PAGE_DIR, page[0]);
      const stat = await fs.stat(file);
      res.writeHead(200, {
        'Content-Type': page[1],
        'Content-Length': stat.size,
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    const id = browserOf(req, res);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /__mock/api/catalogue') {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(publicCatalogue);
      return;
    }
    if (route === 'GET /__mock/api/state') {
      sendJson(res, 200, stateOf(id));
      return;
    }
    if (route === 'GET /__mock/api/reports') {
      sendJson(res, 200, { reports: browsers.reports(id) });
      return;
    }
    if (route === 'GET /__mock/api/log') {
      const after = Number(url.searchParams.get('after') ?? 0);
      sendJson(res, 200, { entries: browsers.log(id).filter((entry) => entry.seq > after) });
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/__mock/api/')) {
      // Only the page's own fetch sends JSON; a form posted from another site cannot.
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
        sendJson(res, 415, { error: 'JSON only' });
        return;
      }
      const body = await readJson(req);
      const action = url.pathname.slice('/__mock/api/'.length);
      if (action === 'pick' && isRule(body)) {
        browsers.setRules(id, withRule(browsers.rules(id), { target: body.target, prefer: body.prefer }));
      } else if (action === 'reset' && typeof body?.target === 'string') {
        browsers.setRules(id, withoutRule(browsers.rules(id), body.target));
      } else if (action === 'reset-all') {
        browsers.setRules(id, []);
      } else if (action === 'preset' && catalogue.presets.some((preset) => preset.id === body?.id)) {
        const preset = catalogue.presets.find((each) => each.id === body.id);
        browsers.setRules(
          id,
          preset.rules.map((rule) => ({ ...rule })),
        );
      } else if (action === 'apply' && typeof body?.apply === 'string') {
        browsers.setRules(id, decodeRules(body.apply));
      } else if (action === 'clear-log') {
        browsers.clearLog(id);
      } else {
        sendJson(res, 400, { error: `cannot ${action} with ${JSON.stringify(body)}` });
        return;
      }
      sendJson(res, 200, stateOf(id));
      return;
    }
    sendJson(res, 404, { error: 'Not Found' });
  }

  /**
   * The answer a call gets: the request's own `Prefer`, else this browser's choice, else, for a call that
   * answers by what it asks (answersByRequest), the answer its request's field gives. Only such calls,
   * and those that name a provider's return address, are read before they are forwarded; the rest (photo
   * uploads among them) stream through.
   */
  function forward(req, res, url) {
    const id = browserIdFrom(req.headers.cookie);
    const operation = catalogue.operationAt(url.pathname);
    const given = req.headers.prefer;
    const prefer =
      typeof given === 'string'
        ? given
        : id
          ? preferFor(browsers.rules(id), url.pathname, operation, catalogue.callPaths)
          : undefined;
    const table = prefer === undefined ? catalogue.requestAnswersAt?.(url.pathname) : undefined;
    const returns = req.method === 'POST' && catalogue.takesReturnUrl?.(url.pathname) === true;
    if (!table && !returns) {
      send(req, res, url, { id, operation, prefer });
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let fields;
      if (req.method === 'GET') fields = Object.fromEntries(url.searchParams);
      else {
        try {
          fields = JSON.parse(body.toString('utf8'));
        } catch {
          fields = undefined;
        }
      }
      // The app asks for a month of its today (a bill of 2026-10); the table lists the examples' months
      // (2024-04). The field is read back on the examples' calendar, as the answer's dates left it.
      let chosen = prefer;
      if (table) {
        const back = invert(shiftTo(demoToday(req.headers, env)));
        const asked =
          typeof fields === 'object' && fields !== null && table.field in fields
            ? { [table.field]: shiftDates(fields[table.field], back) }
            : fields;
        chosen = preferByRequest(table, asked);
      }
      send(req, res, url, {
        id,
        operation,
        prefer: chosen,
        requestBody: body,
        returnUrl: returns ? returnUrlOf(fields) : undefined,
      });
    });
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {URL} url
   * @param {{ id: string | undefined; operation: ReturnType<typeof catalogue.operationAt>; prefer: string | undefined; requestBody?: Buffer; returnUrl?: string }} call
   *   `returnUrl`: where the call asks the provider to send the person back; a stand-in's address in the
   *   answer carries it (the log keeps the answer as Prism gave it)
   */
  function send(req, res, url, { id, operation, prefer, requestBody, returnUrl }) {
    let requestText = requestBody ? requestBody.toString('utf8', 0, REQUEST_SHOWN) : '';
    if (!requestBody) {
      req.on('data', (chunk) => {
        if (requestText.length < REQUEST_SHOWN) requestText += chunk.toString('utf8');
      });
    }
    const started = Date.now();
    forwardRequest(req, res, target, {
      body: requestBody,
      rewrite: returnUrl === undefined ? undefined : (answer) => withStandInReturn(answer, returnUrl),
      headers: (headers) => {
        const cookie = withoutBrowserCookie(req.headers.cookie);
        if (cookie) headers.cookie = cookie;
        else delete headers.cookie;
        if (prefer) headers.prefer = prefer;
        // The log reads the answer; a compressed one would have to be unpacked first.
        headers['accept-encoding'] = 'identity';
      },
      onAnswer: (answer) => {
        /** @type {Buffer[]} */
        const read = [];
        let size = 0;
        answer.on('data', (chunk) => {
          if (size < ANSWER_READ) read.push(chunk);
          size += chunk.length;
        });
        answer.on('end', () => {
          if (!id) return;
          const text = Buffer.concat(read).toString('utf8');
          let body;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const status = answer.statusCode ?? 0;
          // The call did what it asked (its success's code): rules waiting for it start now.
          const success = operation?.examples[0]?.code;
          if (status === 200 && success !== undefined && success !== '' && answerCode(body) === success) {
            const rules = browsers.rules(id);
            const next = afterSuccess(rules, url.pathname, catalogue.callPaths);
            if (next !== rules) browsers.setRules(id, [...next]);
          }
          const header = answer.headers['sl-violations'];
          browsers.record(id, {
            time: started,
            method: String(req.method),
            path: url.pathname,
            call: operation?.names.join(' / ') ?? url.pathname,
            prefer: prefer ?? '',
            // Credentials and personal data never reach the log (masking.mjs).
            request: maskRequestText(
              (url.search ? `${url.search} ` : '') + requestText.slice(0, REQUEST_SHOWN),
            ),
            status,
            ...answerOf(body, text),
            violations: violationsOf(status, typeof header === 'string' ? header : undefined, body),
          });
        });
      },
    });
  }

  /**
   * The demo stack's collector of field reports. `?answer=500` and `?answer=never` stand for a collector
   * that is down (the journeys point /config/report.json at them): nothing is kept, and the page must
   * not notice.
   */
  async function collect(req, res, url) {
    const answer = url.searchParams.get('answer');
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'POST only' });
      return;
    }
    if (answer === 'never') {
      req.resume();
      return;
    }
    const project = DEMO_TUNNEL.exec(url.pathname)?.[1];
    if (project !== DEMO_PROJECT) {
      req.resume();
      sendJson(res, 403, { error: 'not this project' });
      return;
    }
    const text = await readText(req);
    if (answer === '500') {
      sendJson(res, 500, { error: 'collector down' });
      return;
    }
    const id = browserIdFrom(req.headers.cookie);
    const reports = keptFromEnvelope(text);
    if (id && reports.length > 0) browsers.addReports(id, reports.slice(0, 50));
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const done = /^\/__mock(\/|$)/.test(url.pathname)
      ? handleConsole(req, res, url)
      : /^\/__report(\/|$)/.test(url.pathname)
        ? collect(req, res, url)
        : Promise.resolve(forward(req, res, url));
    done.catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error\n');
      process.stderr.write(`mock console ${req.method} ${req.url}: ${error.stack ?? error}\n`);
    });
  });
}

/** The envelope's code as the catalogue spells example codes, or undefined for another answer. */
function answerCode(body) {
  return typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : undefined;
}

/**
 * Starts a console on a free loopback port in front of `apiTarget`; resolves with its origin.
 * @param {{ apiTarget: string; catalogue?: Awaited<ReturnType<typeof import('./catalogue.mjs').readCatalogue>>; host?: string }} options
 */
export async function startMockConsole(options) {
  const catalogue = options.catalogue ?? (await (await import('./catalogue.mjs')).readCatalogue());
  const server = createMockConsole({ apiTarget: options.apiTarget, catalogue });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://${host}:${port}` };
}
