/**
 * A fake backend on loopback for the check's tests. It answers each call of the contract either with the
 * call's own success example (a release that keeps the contract) or with a breaking answer of
 * openapi/corpus.yaml (a release that breaks one of the spec's rules per call), and it can misbehave on
 * named calls: never answer, answer 500, answer HTML, or close the connection. It records every request,
 * so a test sees which calls were sent.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { examplesOf, readOperations } from '../contract.mjs';

// The YAML reader the contract's own scripts use (the bundler openapi-typescript brings).
const fromGenerator = createRequire(fileURLToPath(import.meta.resolve('openapi-typescript')));
const { parseYaml } = fromGenerator('@redocly/openapi-core');

function at(body, dotted, change) {
  const keys = dotted.split('.');
  let node = body;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key];
  }
  change(node, keys[keys.length - 1]);
}

/** A corpus case's answer, made as scripts/contract-corpus.mjs makes it: its example or body, changed. */
function caseBody(entry, operation) {
  const body = structuredClone(
    'body' in entry ? entry.body : examplesOf(operation).get(entry.example ?? 'success'),
  );
  for (const [dotted, value] of Object.entries(entry.set ?? {}))
    at(body, dotted, (node, key) => (node[key] = value));
  for (const dotted of entry.unset ?? []) at(body, dotted, (node, key) => delete node[key]);
  return body;
}

/**
 * @param {{ contract: string; corpus: string; mode: 'examples' | 'breaking';
 *   faults?: Record<string, 'timeout' | '500' | 'html' | 'close'>; port?: number }} options
 */
export async function startFakeBackend({ contract, corpus, mode, faults = {}, port: wantedPort = 0 }) {
  const operations = await readOperations(contract);
  const byName = new Map();
  for (const entry of operations) for (const name of entry.names) byName.set(name, entry);
  /** What each call answers, by method and path; `breaks` is where the check must flag it. */
  const answers = new Map();
  for (const entry of operations) {
    const success = examplesOf(entry.operation).values().next().value;
    answers.set(`${entry.method} ${entry.path}`, { entry, body: success });
  }
  if (mode === 'breaking') {
    for (const item of parseYaml(readFileSync(corpus, 'utf8')).cases) {
      if (item.request || item.passes) continue;
      const entry = byName.get(item.call);
      const key = entry && `${entry.method} ${entry.path}`;
      // One breaking answer per call: the first the corpus holds.
      if (!entry || answers.get(key).breaks) continue;
      const breaks = ['response', 'body', ...(item.flags ? String(item.flags).split('.') : [])].join('.');
      answers.set(key, { entry, body: caseBody(item, entry.operation), breaks, rule: item.rule });
    }
  }
  /** @type {{ method: string; path: string; name?: string; headers: Record<string, unknown>; body: string }[]} */
  const requests = [];
  const sockets = new Set();
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const found = answers.get(`${request.method} ${url.pathname}`);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        name: found?.entry.name,
        headers: request.headers,
        body: text,
      });
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      const fault = faults[found.entry.name];
      if (fault === 'timeout') return; // never answers; the check's timeout must end the call
      if (fault === 'close') {
        request.socket.destroy();
        return;
      }
      if (fault === '500') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"code":-1,"msg":"系统异常"}');
        return;
      }
      if (fault === 'html') {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>502 Bad Gateway</body></html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.body));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(wantedPort, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Each call the fake breaks, with the place the check must flag. */
    breaking: [...answers.values()].filter((answer) => answer.breaks),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
