import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CheckRun,
  htmlReport,
  junitReport,
  main,
  readOperations,
  runCheck,
  summarise,
} from './index.mjs';
import { startFakeBackend } from './testing/fake-backend.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');
const CORPUS = path.join(ROOT, 'openapi/corpus.yaml');
// Fast against loopback; the defaults (2 a second) are for a shared test server.
const FAST = { rps: 1000, maxSeconds: 120, timeoutSeconds: 5 };

type Fake = Awaited<ReturnType<typeof startFakeBackend>>;
let fake: Fake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const changingNames = async () =>
  new Set((await readOperations(CONTRACT)).filter((entry) => entry.changes).map((entry) => entry.name));

describe('a release that breaks the spec’s rules (openapi/corpus.yaml’s breaking answers)', () => {
  it('is flagged call by call, at the place the rule sits, and exits non-zero', async () => {
    fake = await startFakeBackend({ contract: CONTRACT, corpus: CORPUS, mode: 'breaking' });
    const run = await runCheck({ contract: CONTRACT, target: fake.url, ...FAST });
    const byName = new Map(run.calls.map((call) => [call.name, call]));
    const safeBreaking = fake.breaking.filter((answer) => answer.entry.safe);
    expect(safeBreaking.length).toBeGreaterThan(20);
    const missed = safeBreaking
      .filter(
        (answer) => !byName.get(answer.entry.name)?.problems.some((p) => p.place.startsWith(answer.breaks)),
      )
      .map((answer) => `${answer.entry.name}: ${answer.rule} not flagged at ${answer.breaks}`);
    expect(missed).toEqual([]);
    // Only the calls the fake breaks are flagged: the others answer their examples.
    const flagged = run.calls.filter((call) => call.problems.length > 0).map((call) => call.name);
    expect(new Set(flagged)).toEqual(new Set(safeBreaking.map((answer) => answer.entry.name)));
    const changing = await changingNames();
    expect(fake.requests.filter((request) => request.name && changing.has(request.name))).toEqual([]);
    expect(run.skipped.filter((skip) => changing.has(skip.name))).toHaveLength(changing.size);

    const junit = junitReport(run);
    expect(junit).toContain(`failures="${flagged.length}"`);
    expect(junit).toMatch(/<skipped message="changes an account \(spends the member&#39;s points/);
  });
});

describe('a release that answers the contract’s own examples', () => {
  it('passes clean, exit code 0, and no call that changes an account is sent', async () => {
    fake = await startFakeBackend({ contract: CONTRACT, corpus: CORPUS, mode: 'examples' });
    const dir = mkdtempSync(path.join(tmpdir(), 'check-backend-'));
    const lines: string[] = [];
    const code = await main({
      argv: ['--target', fake.url, '--rps', '1000', '--out', 'out'],
      env: {},
      contract: CONTRACT,
      cwd: dir,
      log: (line) => lines.push(line),
    });
    expect(lines.join('\n')).toMatch(/with violations 0, skipped \d+, violations 0/);
    expect(code).toBe(0);
    const changing = await changingNames();
    const sent = new Set(fake.requests.map((request) => request.name));
    expect([...sent].filter((name) => name && changing.has(name))).toEqual([]);
    expect(sent.size).toBeGreaterThan(50);
    expect(readFileSync(path.join(dir, 'out/junit.xml'), 'utf8')).toContain('failures="0"');
  });

  it('sends a changing call only when named, and only that one', async () => {
    fake = await startFakeBackend({ contract: CONTRACT, corpus: CORPUS, mode: 'examples' });
    const run = await runCheck({ contract: CONTRACT, target: fake.url, includeChanging: ['SIGN'], ...FAST });
    const changing = await changingNames();
    const sentChanging = fake.requests
      .map((request) => request.name)
      .filter((name) => name && changing.has(name));
    expect(sentChanging).toEqual(['SIGN']);
    expect(run.calls.find((call) => call.name === 'SIGN')?.problems).toEqual([]);
  });
});

describe('robustness: each failure is reported against its call and the run goes on', () => {
  it('a timeout, a 500, HTML instead of JSON and a closed connection', async () => {
    fake = await startFakeBackend({
      contract: CONTRACT,
      corpus: CORPUS,
      mode: 'examples',
      faults: { QUERY_BALANCE: 'timeout', QUERY_BILL_DETAILS: '500', POINTS_RULE: 'html', STORE: 'close' },
    });
    const run = await runCheck({ contract: CONTRACT, target: fake.url, ...FAST, timeoutSeconds: 0.5 });
    const kinds = (name: string) => run.calls.find((call) => call.name === name)?.problems.map((p) => p.kind);
    expect(kinds('QUERY_BALANCE')).toEqual(['timeout']);
    expect(kinds('QUERY_BILL_DETAILS')).toEqual(['HTTP 500']);
    expect(run.calls.find((call) => call.name === 'QUERY_BILL_DETAILS')?.msg).toBe('系统异常');
    expect(kinds('POINTS_RULE')).toEqual(['not JSON']);
    expect(kinds('STORE')).toEqual(['connection closed']);
    expect(summarise(run).failed).toBe(4);
    expect(run.calls.length).toBeGreaterThan(50);
  });

  it('stops starting calls at the time limit and lists the rest as skipped', async () => {
    fake = await startFakeBackend({ contract: CONTRACT, corpus: CORPUS, mode: 'examples' });
    const started = Date.now();
    const run = await runCheck({ contract: CONTRACT, target: fake.url, rps: 10, maxSeconds: 0.5 });
    expect(Date.now() - started).toBeLessThan(3000);
    // 10 a second for half a second: about five calls, never a burst.
    expect(run.calls.length).toBeGreaterThan(2);
    expect(run.calls.length).toBeLessThan(8);
    expect(run.skipped.some((skip) => skip.reason === "the run's time limit (0.5 s) was reached")).toBe(true);
  });
});

describe('sign-in and the report', () => {
  it('signs in from the environment or a file, and masks credentials and personal data in the report', async () => {
    fake = await startFakeBackend({ contract: CONTRACT, corpus: CORPUS, mode: 'breaking' });
    const dir = mkdtempSync(path.join(tmpdir(), 'check-backend-'));
    writeFileSync(path.join(dir, 'me.json'), JSON.stringify({ agentSession: 'agent-session-7788' }));
    const code = await main({
      argv: ['--target', fake.url, '--rps', '1000', '--credentials', 'me.json', '--out', 'out'],
      env: { BLUECAT_CHECK_HALL_TOKEN: 'hall-token-secret-0042', BLUECAT_CHECK_WORK_NO: 'LM360999' },
      contract: CONTRACT,
      cwd: dir,
      log: () => {},
    });
    expect(code).toBe(1);
    const balance = fake.requests.find((request) => request.name === 'QUERY_BALANCE');
    expect(JSON.parse(balance?.body ?? '{}').token).toBe('hall-token-secret-0042');
    expect(balance?.headers.thirdsession).toBe('agent-session-7788');
    expect(balance?.headers.workno).toBe('LM360999');
    const html = readFileSync(path.join(dir, 'out/report.html'), 'utf8');
    expect(html).toContain('****0042');
    expect(html).not.toContain('hall-token-secret-0042');
    // No resident ID number (18 characters; an ICCID is 20 digits and is not personal).
    expect(html).not.toMatch(/(?<![\dA-Za-z])\d{17}[\dX](?![\dA-Za-z])/);
    expect(html).toContain('response.body.data');
  });

  it('refuses credentials given as arguments', async () => {
    const lines: string[] = [];
    const code = await main({
      argv: ['--target', 'http://127.0.0.1:1', '--hall-token', 'x'],
      env: {},
      contract: CONTRACT,
      cwd: tmpdir(),
      log: (line) => lines.push(line),
    });
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain('never from arguments');
  });

  it('refuses a changing call name it does not know, rather than leave it out', async () => {
    const lines: string[] = [];
    const argv = ['--target', 'http://127.0.0.1:1', '--include-changing', 'SIGN,POINT_EXCHANGE'];
    const code = await main({
      argv,
      env: {},
      contract: CONTRACT,
      cwd: tmpdir(),
      log: (line) => lines.push(line),
    });
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain('no call that changes an account is named POINT_EXCHANGE');
  });

  it('the help says what each changing call does to a real account', async () => {
    const lines: string[] = [];
    await main({
      argv: ['--help'],
      env: {},
      contract: CONTRACT,
      cwd: tmpdir(),
      log: (line) => lines.push(line),
    });
    expect(lines.join('\n')).toMatch(/POINTS_EXCHANGE\s+spends the member's points on a product/);
  });

  it('groups a call’s violations by place, with the answer’s code and msg', () => {
    const run: CheckRun = {
      target: 'http://t',
      startedAt: 'now',
      skipped: [],
      calls: [
        {
          name: 'QUERY_BALANCE',
          method: 'POST',
          path: '/api/wechat/balance',
          source: 'x',
          request: { query: {}, body: { token: 'abcdefgh1234', idCard: '360102199003151234' } },
          status: 200,
          answer: { code: 1, msg: '成功', data: { amount: -5.123 } },
          code: 1,
          msg: '成功',
          problems: [
            { kind: 'contract: minimum', place: 'response.body.data.amount', message: 'must be >= 0' },
            {
              kind: 'contract: multipleOf',
              place: 'response.body.data.amount',
              message: 'must be multiple of 0.01',
            },
          ],
          ms: 5,
        },
      ],
    };
    const html = htmlReport(run);
    expect(html.match(/<code>response\.body\.data\.amount<\/code>/g)).toHaveLength(1);
    expect(html).toContain('code 1 · msg 成功');
    expect(html).toContain('****1234');
    expect(html).not.toContain('360102199003151234');
    expect(html).not.toContain('abcdefgh1234');
  });
});
