/**
 * Forwarding one request to an upstream origin, as the demo hosts do for `/api` (@bluecat/demo-host static-server.mjs) and the
 * mock console does in front of Prism (@bluecat/mock-console server.mjs): method, headers and body kept,
 * connection-only headers dropped, the answer streamed back, and the upstream call cut when the browser
 * gives up.
 */
import http from 'node:http';
import https from 'node:https';

/** Headers that describe one connection only and must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** @param {http.IncomingHttpHeaders} headers */
function endToEnd(headers) {
  /** @type {http.OutgoingHttpHeaders} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (`:path`, `:authority`) belong to the browser's connection too.
    if (!HOP_BY_HOP.has(name) && !name.startsWith(':') && value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} target  origin, optionally with a path prefix that the request's path is appended to
 * @param {{ headers?: (headers: http.OutgoingHttpHeaders) => void; onAnswer?: (answer: http.IncomingMessage) => void; body?: Buffer; rewrite?: (body: Buffer, answer: http.IncomingMessage) => Buffer | undefined }} [hooks]
 *   `headers` adjusts what goes upstream (`host` is already the target's); `onAnswer` sees the answer as it
 *   streams back to the browser; `body` is the request's body when the caller has already read it;
 *   `rewrite`, when given, gets the whole answer's body (unless it is compressed) and the answer itself
 *   before the browser does, and returns what is sent instead, or undefined to send it as it came.
 */
export function forwardRequest(req, res, target, hooks = {}) {
  const headers = endToEnd(req.headers);
  headers.host = target.host;
  hooks.headers?.(headers);
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || undefined,
      method: req.method,
      path: target.pathname.replace(/\/$/, '') + req.url,
      headers,
    },
    (answer) => {
      const { rewrite } = hooks;
      if (rewrite && String(answer.headers['content-encoding'] ?? 'identity') === 'identity') {
        hooks.onAnswer?.(answer);
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('error', (error) => res.destroy(error));
        answer.on('end', () => {
          const read = Buffer.concat(chunks);
          const body = rewrite(read, answer) ?? read;
          const headers = endToEnd(answer.headers);
          headers['content-length'] = body.length;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
        return;
      }
      // No status text: HTTP/2 has none, and HTTP/1.1 clients read the code.
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      hooks.onAnswer?.(answer);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`API at ${target.origin} unreachable: ${error.message}\n`);
  });
  // The browser gave up (navigation, test end): stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  if (hooks.body) upstream.end(hooks.body);
  else req.pipe(upstream);
}
