import http from 'node:http';
import { EXAMPLES_TODAY } from '@bluecat/demo-host/demo-calendar';
import { loopbackServers } from '@bluecat/demo-host/testing/loopback-servers';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockConsole } from './server.mjs';

/**
 * The console between the apps and Prism, in front of a stand-in for Prism that says which `Prefer` it got
 * and what body reached it, and answers the code a test sets per path.
 */
const BILL = '/api/wechat/queryBill';
const RECORD = '/api/gzh/queryOpenCardLocation';
const ORDER = '/api/gzh/queryOrderByOutTradeNo';

function operation(id: string, path: string, examples: { name: string; code: string }[]) {
  return {
    id,
    names: [id],
    method: 'post',
    path,
    summary: '',
    examples: examples.map((example) => ({ ...example, msg: '' })),
    codes: ['500'],
    prefers: [...examples.map((example) => `example=${example.name}`), 'code=500'],
  };
}

const operations = [
  operation('QUERY_BILL_DETAILS', BILL, [
    { name: 'success', code: '1' },
    { name: 'april', code: '1' },
    { name: 'notIssued', code: '-100' },
  ]),
  operation('queryOpenCardLocation', RECORD, [
    { name: 'success', code: '1' },
    { name: 'location1Ordered', code: '1' },
    { name: 'location1Paid', code: '1' },
  ]),
  // Code 1 is paid; the unpaid answer is code 0, which must not count as its success.
  operation('queryOrderByOutTradeNo', ORDER, [
    { name: 'success', code: '1' },
    { name: 'unpaid', code: '0' },
  ]),
];

const catalogue = {
  groups: [{ id: 'all', title: 'all', operations }],
  presets: [
    {
      id: 'wx-pay-paid',
      title: '开卡微信支付成功',
      description: '',
      rules: [
        { target: 'queryOpenCardLocation', prefer: 'example=location1Ordered' },
        { target: 'queryOpenCardLocation', prefer: 'example=location1Paid', after: 'queryOrderByOutTradeNo' },
      ],
    },
  ],
  callPaths: Object.fromEntries(operations.map((each) => [each.id, each.path])),
  operationAt: (pathname: string) => operations.find((each) => each.path === pathname),
  requestAnswersAt: (pathname: string) =>
    pathname === BILL
      ? {
          call: 'QUERY_BILL_DETAILS',
          field: 'date',
          answers: { '2024-04': 'example=april' },
          otherwise: 'example=notIssued',
        }
      : undefined,
};

const servers = loopbackServers();
afterEach(servers.closeAll);
const listen = servers.listen;

/** Prism's stand-in: answers `{ code, prefer, body }`, the code set per path (1 unless set). */
async function startUpstream(codes: Record<string, number>) {
  return listen(
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: codes[path] ?? 1, prefer: req.headers.prefer ?? '', body }));
      });
    }),
  );
}

async function startConsole(codes: Record<string, number> = {}) {
  const upstream = await startUpstream(codes);
  // The stack's day is the examples' own, so the months asked are the table's as written.
  const env = { DEMO_TODAY: EXAMPLES_TODAY };
  return listen(createMockConsole({ apiTarget: upstream, catalogue: catalogue as never, env }));
}

async function post(origin: string, path: string, body: unknown, cookie?: string) {
  const answer = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    json: (await answer.json()) as { code: number; prefer: string; body: string },
    cookie: answer.headers.get('set-cookie')?.split(';')[0],
  };
}

describe('a call that answers by what its request asks', () => {
  it('gets the answer its field picks, with its body forwarded as sent', async () => {
    const origin = await startConsole();
    const april = await post(origin, BILL, { token: 't', date: '2024-04' });
    expect(april.json.prefer).toBe('example=april');
    expect(JSON.parse(april.json.body)).toEqual({ token: 't', date: '2024-04' });
    expect((await post(origin, BILL, { date: '2026-10' })).json.prefer).toBe('example=notIssued');
    // No month asked: this month so far, the first example.
    expect((await post(origin, BILL, {})).json.prefer).toBe('');
  });

  it("reads the month asked on the examples' calendar, as the demo calendar moved the answers", async () => {
    const origin = await startConsole();
    // Seen on 2026-11-20 the examples' 2024-04 is 2026-10: the history lists it, and its bill opens.
    const asked = async (date: string, today: string) => {
      const answer = await fetch(`${origin}${BILL}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-demo-today': today },
        body: JSON.stringify({ date }),
      });
      return ((await answer.json()) as { prefer: string; body: string }).prefer;
    };
    expect(await asked('2026-10', '2026-11-20')).toBe('example=april');
    expect(await asked('2024-04', '2026-11-20')).toBe('example=notIssued');
    expect(await asked('2027-02', '2027-03-15')).toBe('example=april');
  });

  it('leaves the answer to a choice the browser made or a Prefer the request carries', async () => {
    const origin = await startConsole();
    const { cookie } = await post(origin, '/__mock/api/pick', {
      target: 'QUERY_BILL_DETAILS',
      prefer: 'code=500',
    });
    expect((await post(origin, BILL, { date: '2024-04' }, cookie)).json.prefer).toBe('code=500');
    const given = await fetch(`${origin}${BILL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'example=success' },
      body: JSON.stringify({ date: '2024-04' }),
    });
    expect(((await given.json()) as { prefer: string }).prefer).toBe('example=success');
  });
});

describe('a preset’s later step', () => {
  it('starts once its call has answered its success, and not before', async () => {
    const origin = await startConsole({ [ORDER]: 0 });
    const { cookie } = await post(origin, '/__mock/api/preset', { id: 'wx-pay-paid' });
    expect((await post(origin, RECORD, { uimId: 'c' }, cookie)).json.prefer).toBe('example=location1Ordered');

    // The order is not paid (code 0): the record stays as it was.
    await post(origin, ORDER, {}, cookie);
    expect((await post(origin, RECORD, { uimId: 'c' }, cookie)).json.prefer).toBe('example=location1Ordered');
    const state = (await (
      await fetch(`${origin}/__mock/api/state`, { headers: { cookie: String(cookie) } })
    ).json()) as {
      waiting: unknown[];
    };
    expect(state.waiting).toEqual([
      { target: 'queryOpenCardLocation', prefer: 'example=location1Paid', after: 'queryOrderByOutTradeNo' },
    ]);
  });

  it('answers from then on as a server that kept the payment would', async () => {
    const origin = await startConsole();
    const { cookie } = await post(origin, '/__mock/api/preset', { id: 'wx-pay-paid' });
    await post(origin, ORDER, {}, cookie);
    expect((await post(origin, RECORD, { uimId: 'c' }, cookie)).json.prefer).toBe('example=location1Paid');
    // Another browser is not moved on by this one's calls.
    expect((await post(origin, RECORD, { uimId: 'c' })).json.prefer).toBe('');
  });
});
