/**
 * A fake backend on loopback for the check's tests. It answers each call of the contract either with the
 * call's own success example (a release that keeps the contract) or with a breaking answer of
 * openapi/corpus.yaml (a release that breaks one of the spec's rules per call), and it can misbehave on
 * named calls: never answer, answer 500, answer HTML, close the connection, redirect (307 or 302) to
 * `redirectTo`, answer without end (`huge`: more than the check reads, sent as it goes; `huge-declared`:
 * announced by its Content-Length), or answer with personal data (`personal`: JSON fields and a `msg`;
 * `personal-html`: an error page). It records every request, so a test sees which calls were sent.
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
 * @typedef {'timeout' | '500' | 'html' | 'close' | 'redirect-307' | 'redirect-302' | 'huge' | 'huge-declared'
 *   | 'personal' | 'personal-html'} Fault
 */

/** The personal data `personal` and `personal-html` answer with: none of it may reach a report. */
export const PERSONAL = {
  workName: '王建国',
  email: 'wang.jianguo@example.cn',
  openid: 'oWx9AbCdEfGh1234567890',
  nickId: 'nick-8f2c4e6a9b',
  loginName: 'LM360021',
  reply_name: '李小红',
  phone: '13812345678',
  idNumber: '110101199003071234',
  bankCard: '6222021234567890123',
};

/** What `huge` answers: a JSON list of padding records, HUGE_BYTES in all, written chunk by chunk. */
export const HUGE_BYTES = 64 * 1024 * 1024;
const HUGE_CHUNK = Buffer.from(`{"x":"${'a'.repeat(64 * 1024 - 9)}"},`);
const HUGE_HEAD = Buffer.from('{"code":1,"msg":"成功","data":[');
const HUGE_TAIL = Buffer.from('{}]}');
const HUGE_CHUNKS = Math.floor((HUGE_BYTES - HUGE_HEAD.length - HUGE_TAIL.length) / HUGE_CHUNK.length);

/**
 * @param {{ contract: string; corpus: string; mode: 'examples' | 'breaking';
 *   faults?: Record<string, Fault>; redirectTo?: string; port?: number }} options
 */
export async function startFakeBackend({
  contract,
  corpus,
  mode,
  faults = {},
  redirectTo = 'http://127.0.0.1:9/',
  port: wantedPort = 0,
}) {
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
  /** How many bytes of a `huge` answer were written, by call, before the check stopped reading. */
  const streamed = new Map();
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
      if (fault === 'redirect-307' || fault === 'redirect-302') {
        const location = new URL(url.pathname.replace(/^\//, ''), redirectTo);
        response.writeHead(Number(fault.slice(-3)), { location: location.href }).end();
        return;
      }
      if (fault === 'huge' || fault === 'huge-declared') {
        // Many times what the check reads: it must stop reading, not wait for the end.
        const length = HUGE_HEAD.length + HUGE_CHUNKS * HUGE_CHUNK.length + HUGE_TAIL.length;
        /** @type {Record<string, string>} */
        const head = { 'content-type': 'application/json' };
        if (fault === 'huge-declared') head['content-length'] = String(length);
        response.writeHead(200, head);
        response.write(HUGE_HEAD);
        let chunks = 0;
        const more = () => {
          while (chunks < HUGE_CHUNKS && !response.destroyed) {
            chunks += 1;
            streamed.set(found.entry.name, HUGE_HEAD.length + chunks * HUGE_CHUNK.length);
            if (!response.write(HUGE_CHUNK)) return void response.once('drain', more);
          }
          if (!response.destroyed) response.end(HUGE_TAIL);
        };
        more();
        return;
      }
      if (fault === 'personal') {
        const { workName, email, openid, nickId, loginName, reply_name, phone, idNumber, bankCard } =
          PERSONAL;
        response.writeHead(500, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            code: -1,
            msg: `客户${phone}（身份证${idNumber}）的退款卡 ${bankCard.replace(/(\d{4})(?=\d)/g, '$1 ')} 未通过，联系人：${reply_name}`,
            data: { workName, email, openid, nickId, loginName, list: [{ reply_name, reply_content: '好' }] },
          }),
        );
        return;
      }
      if (fault === 'personal-html') {
        const { workName, phone, bankCard, email } = PERSONAL;
        response
          .writeHead(502, { 'content-type': 'text/html' })
          .end(
            `<html><body>姓名：${workName} 手机 ${phone.replace(/(\d{3})(\d{4})/, '$1-$2-')} 卡号${bankCard} ${email}</body></html>`,
          );
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
    streamed,
    /** Each call the fake breaks, with the place the check must flag. */
    breaking: [...answers.values()].filter((answer) => answer.breaks),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
