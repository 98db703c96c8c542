import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, runCheck, targetProblem } from './index.mjs';
import { HUGE_BYTES, PERSONAL, startFakeBackend } from './testing/fake-backend.mjs';

/**
 * What the check must never do with the tester's sign-in and the data it reads: send them anywhere but the
 * target, send them in clear text, print them, or read an answer without end.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');
const CORPUS = path.join(ROOT, 'openapi/corpus.yaml');
const FAST = { rps: 1000, maxSeconds: 120, timeoutSeconds: 5 };
const SECRETS = {
  BLUECAT_CHECK_HALL_TOKEN: 'hall-token-secret-0042',
  BLUECAT_CHECK_AGENT_SESSION: 'agent-session-7788',
  BLUECAT_CHECK_WORK_NO: 'LM360999',
};

/** Another origin on loopback that records whatever reaches it. */
async function elsewhere() {
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1,"msg":"成功"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function runMain(argv: string[], env: Record<string, string> = {}) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'check-backend-'));
  const lines: string[] = [];
  const code = await main({ argv, env, contract: CONTRACT, cwd, log: (line) => lines.push(line) });
  const file = (name: string) => readFileSync(path.join(cwd, 'out', name), 'utf8');
  return { code, output: lines.join('\n'), cwd, file };
}

/**
 * One run through the command line against a release that misbehaves on a few calls, each in its own way;
 * the tests below read what reached the other origin, the reports and the console. One run, not one each:
 * a run validates some sixty answers.
 */
let misbehaving: {
  other: Awaited<ReturnType<typeof elsewhere>>;
  fake: Awaited<ReturnType<typeof startFakeBackend>>;
  result: Awaited<ReturnType<typeof runMain>>;
  close: () => Promise<void>;
};
beforeAll(async () => {
  const other = await elsewhere();
  const fake = await startFakeBackend({
    contract: CONTRACT,
    corpus: CORPUS,
    mode: 'examples',
    faults: {
      QUERY_BALANCE: 'redirect-307',
      STORE: 'redirect-302',
      RECHARGE_PRODUCT: 'huge',
      BANNER: 'huge-declared',
      QUERY_BILL_DETAILS: 'personal',
      POINTS_RULE: 'personal-html',
    },
    redirectTo: `${other.url}/collect/`,
  });
  const result = await runMain(['--target', fake.url, '--rps', '1000', '--out', 'out'], SECRETS);
  misbehaving = {
    other,
    fake,
    result,
    close: async () => {
      await fake.close();
      await other.close();
    },
  };
}, 120_000);
afterAll(() => misbehaving?.close());

describe('redirects', () => {
  it('a 307 or a 302 to another origin is a violation of its call, and the other origin receives nothing', () => {
    const { other, fake, result } = misbehaving;
    // Neither the session and work-number headers nor the token in the body went on.
    expect(other.received).toEqual([]);
    expect(fake.requests.find((request) => request.name === 'QUERY_BALANCE')?.headers.thirdsession).toBe(
      SECRETS.BLUECAT_CHECK_AGENT_SESSION,
    );
    expect(result.code).toBe(1);
    const html = result.file('report.html');
    for (const [status, call] of [
      ['307', 'api/wechat/queryBalance'],
      ['302', 'api/wechat/shop'],
    ] as const) {
      expect(html).toContain(
        `redirect: HTTP ${status} to ${other.url}/collect/${call} where the contract expects 200; not followed`,
      );
    }
    expect(result.file('junit.xml')).toMatch(/response\.status: redirect: HTTP 307 to/);
  });
});

describe('the target', () => {
  it('is refused when it is not https, but on loopback, and nothing is sent', async () => {
    const refused = [
      'http://api-test.example.com',
      'http://192.168.1.20:8080',
      'http://127.0.0.1.nip.io',
      'http://localhost.example.com',
      'ftp://127.0.0.1',
      'https://tester:pass@api-test.example.com',
      'api-test.example.com',
    ];
    for (const target of refused) expect(targetProblem(target), target).toMatch(/^--target /);
    const allowed = [
      'https://api-test.example.com',
      'https://api-test.example.com:8443/gateway/',
      'http://127.0.0.1:8080',
      'http://127.9.0.3',
      'http://localhost:4010',
      'http://[::1]:4010',
      // fetch reads 127.1 as 127.0.0.1, so the check does.
      'http://127.1:4010',
    ];
    for (const target of allowed) expect(targetProblem(target), target).toBeUndefined();

    const sent: string[] = [];
    const spy = (async (url: URL) => {
      sent.push(String(url));
      return new Response('{}');
    }) as unknown as typeof fetch;
    await expect(
      runCheck({ contract: CONTRACT, target: 'http://api-test.example.com', fetchImpl: spy, ...FAST }),
    ).rejects.toThrow(/clear text/);
    expect(sent).toEqual([]);
  });

  it('says so on one line and exits 2 from the command line', async () => {
    // --max-seconds: a check that sent anyway would end at once rather than wait on an unreachable host.
    const { code, output } = await runMain(
      ['--target', 'http://192.0.2.1', '--max-seconds', '0.01', '--out', 'out'],
      SECRETS,
    );
    expect(output).toBe(
      '--target http://192.0.2.1 refused: the sign-in would travel in clear text; use https:// (http:// only on loopback: 127.0.0.0/8, ::1, localhost)',
    );
    expect(code).toBe(2);
  });
});

describe('answers', () => {
  it('one larger than 2 MB is a violation, and the check stops reading it', () => {
    const { fake, result } = misbehaving;
    const html = result.file('report.html');
    for (const name of ['RECHARGE_PRODUCT', 'BANNER']) {
      expect(html).toMatch(
        new RegExp(
          `<h3>${name} <small>[^<]*</small></h3>\\s*<p>HTTP 200 [^<]*</p><table><tr><th>place</th><th>violation</th></tr><tr><td><code>response.body</code></td><td>answer too large: HTTP 200: the answer is larger than 2 MB; the check read no further</td></tr></table>`,
        ),
      );
      // What the server could write before the check hung up is a few socket buffers, not the answer.
      expect(fake.streamed.get(name) ?? 0, name).toBeLessThan(HUGE_BYTES / 2);
    }
    // The run went on: the six calls that misbehave, and no other, have violations.
    expect(result.output).toMatch(/with violations 6,/);
  });
});

describe('what the check prints', () => {
  it('a malformed --credentials file: its name and what is wrong, never its content', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'check-backend-'));
    const token = 'hall-token-secret-0042';
    const files: Array<[string, string, string]> = [
      ['bare.json', `${token}\n`, 'is not valid JSON'],
      ['cut.json', `{"hallToken": "${token}",`, 'is not valid JSON at line 1, column 40'],
      ['unquoted.json', `{"agentSession": "x",\n "hallToken": ${token}}`, 'is not valid JSON'],
      ['env.json', `BLUECAT_CHECK_HALL_TOKEN=${token}\n`, 'is not valid JSON'],
      ['list.json', `["${token}"]`, 'must hold one JSON object {"hallToken", "agentSession", "workNo"}'],
      ['key.json', `{"${token}": ""}`, 'holds 1 field(s) other than hallToken, agentSession, workNo'],
      ['number.json', '{"workNo": 360021}', 'workNo must be a string'],
      ['empty.json', '', 'is empty'],
    ];
    for (const [name, text, what] of files) {
      writeFileSync(path.join(cwd, name), text);
      const lines: string[] = [];
      const code = await main({
        argv: ['--target', 'http://127.0.0.1:9', '--credentials', name, '--max-seconds', '0.01'],
        env: {},
        contract: CONTRACT,
        cwd,
        log: (line) => lines.push(line),
      });
      expect(lines.join('\n'), name).toBe(`--credentials ${name}: ${what}`);
      expect(code, name).toBe(2);
    }
    const missing = await main({
      argv: ['--target', 'http://127.0.0.1:9', '--credentials', 'nowhere.json'],
      env: {},
      contract: CONTRACT,
      cwd,
      log: (line) => expect(line).toBe('--credentials nowhere.json: no such file'),
    });
    expect(missing).toBe(2);
  });

  it('a stray argument is not echoed: it may be a token pasted after the options', async () => {
    const { code, output } = await runMain(['--target', 'http://127.0.0.1:9', 'hall-token-secret-0042']);
    expect(code).toBe(2);
    expect(output).not.toContain('hall-token-secret-0042');
    expect(output).toContain('never from arguments');
  });

  it('reports and console: the answers’ names, e-mail, WeChat ids, work numbers, phones, ID and bank card numbers are masked', () => {
    const { result } = misbehaving;
    const html = result.file('report.html');
    const junit = result.file('junit.xml');
    // Each value as it came, and the ways people write the numbers (grouped, with separators).
    const shown = [
      ...Object.values(PERSONAL),
      '138-1234-5678',
      '6222 0212 3456 7890 123',
      ...Object.values(SECRETS),
    ];
    for (const text of [html, junit, result.output]) {
      for (const value of shown) expect(text, value).not.toContain(value);
    }
    // Told apart by what is left: the last four of a long value, nothing of a name or an address.
    expect(html).toContain('&quot;loginName&quot;: &quot;****0021&quot;');
    expect(html).toContain('&quot;workName&quot;: &quot;****&quot;');
    expect(html).toContain('msg 客户****5678（身份证****1234）的退款卡 ****0123 未通过，联系人：****');
    expect(html).toContain(
      'not JSON: HTTP 502, text/html: &lt;html&gt;&lt;body&gt;姓名：**** 手机 ****5678 卡号****0123 ****',
    );
    expect(junit).toContain('msg 客户****5678（身份证****1234）');
  });
});
