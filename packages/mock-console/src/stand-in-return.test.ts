import http from 'node:http';
import { loopbackServers } from '@bluecat/demo-host/testing/loopback-servers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from './catalogue.mjs';
import { createMockConsole } from './server.mjs';
import { returnUrlOf, returnUrlPathsOf, withStandInReturn } from './stand-in-return.mjs';

/**
 * A stand-in provider page (apps/<app>/demo) learns where to send the person back from its own address:
 * the mock console adds the return address the start call sent (stand-in-return.mjs).
 */
const BACK = 'http://127.0.0.1:5174/VnoOpenCard';
const answer = (value: unknown) => Buffer.from(JSON.stringify(value));
const urlIn = (buffer: Buffer | undefined) =>
  buffer === undefined ? undefined : (JSON.parse(buffer.toString('utf8')).data.url as string);

describe('withStandInReturn', () => {
  it('adds the return address to a stand-in address, keeping its query and leaving it relative', () => {
    const url = urlIn(
      withStandInReturn(
        answer({
          code: 1,
          msg: '成功',
          data: { token: 't', biz_no: 'RN1', url: '/__demo/real-name?biz_no=RN1' },
        }),
        BACK,
      ),
    );
    expect(url).toBe(`/__demo/real-name?biz_no=RN1&returnUrl=${encodeURIComponent(BACK)}`);
    const parsed = new URL(url ?? '', 'http://x');
    expect(parsed.searchParams.get('returnUrl')).toBe(BACK);
    expect(parsed.searchParams.get('biz_no')).toBe('RN1');
  });

  it('replaces a return address the example already carries', () => {
    const url = urlIn(
      withStandInReturn(answer({ code: 1, data: { url: '/__demo/face-verify?returnUrl=%2Fold' } }), BACK),
    );
    expect(new URL(url ?? '', 'http://x').searchParams.getAll('returnUrl')).toEqual([BACK]);
  });

  it.each([
    ['a provider’s own page', { code: 1, data: { url: 'https://faceid.provider.example/h5?biz_no=1' } }],
    ['an error envelope', { code: -100, msg: '获取实名认证地址失败' }],
    ['a protocol-relative address', { code: 1, data: { url: '//evil.example/__demo/real-name' } }],
    ['a picture of the demo', { code: 1, data: { url: '/__demo/banner-sign.svg' } }],
    ['data that is not an object', { code: 1, data: 'x' }],
  ])('leaves %s as it came', (_, value) => {
    expect(withStandInReturn(answer(value), BACK)).toBeUndefined();
  });

  it('leaves an answer that is not JSON as it came', () => {
    expect(withStandInReturn(Buffer.from('<html>'), BACK)).toBeUndefined();
  });
});

describe('returnUrlOf', () => {
  it.each([
    [{ returnUrl: BACK, serviceId: '1' }, BACK],
    [{ returnUrl: '' }, undefined],
    [{ returnUrl: 7 }, undefined],
    [{}, undefined],
    [null, undefined],
    ['returnUrl', undefined],
  ])('%j → %s', (fields, expected) => {
    expect(returnUrlOf(fields)).toBe(expected);
  });
});

/** What this test reads of an operation: its answers' examples. */
interface ContractOperation {
  responses?: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { value?: { data?: { url?: unknown } } }> }> }
  >;
}

describe('the contract', () => {
  let contract: { paths?: Record<string, Record<string, ContractOperation>> };
  beforeAll(async () => {
    contract = (await readContract()) as typeof contract;
  });

  it('has every call whose answer sends the person to a stand-in page name its return address', () => {
    const returning = returnUrlPathsOf(contract);
    const leading: string[] = [];
    for (const [pathName, item] of Object.entries(contract.paths ?? {})) {
      for (const operation of Object.values(item)) {
        const examples = operation?.responses?.['200']?.content?.['application/json']?.examples ?? {};
        const urls = Object.values(examples).map((example) => example?.value?.data?.url);
        if (urls.some((url) => typeof url === 'string' && /^\/__demo\/[\w-]+(\?|$)/.test(url))) {
          leading.push(pathName);
        }
      }
    }
    // Real-name of both wizards, every face-verification start, 扫码实名 and the invoice's ID photo.
    expect(leading).toEqual(expect.arrayContaining(['/api/gzh/getUrl', '/api/gzh/getBossUrl']));
    expect(leading.length).toBeGreaterThanOrEqual(10);
    expect(leading.filter((pathName) => !returning.has(pathName))).toEqual([]);
  });
});

describe('the console', () => {
  const servers = loopbackServers();
  afterEach(servers.closeAll);
  const listen = servers.listen;

  const START = '/api/gzh/getBossUrl';
  const OTHER = '/api/gzh/getPayKind';
  const operation = (id: string, path: string) => ({
    id,
    names: [id],
    method: 'post',
    path,
    summary: '',
    examples: [{ name: 'success', code: '1', msg: '' }],
    codes: [],
    prefers: ['example=success'],
  });
  const operations = [operation('getBossUrl', START), operation('getPayKind', OTHER)];
  const catalogue = {
    groups: [{ id: 'all', title: 'all', operations }],
    presets: [],
    callPaths: { getBossUrl: START, getPayKind: OTHER },
    operationAt: (pathname: string) => operations.find((each) => each.path === pathname),
    requestAnswersAt: () => undefined,
    takesReturnUrl: (pathname: string) => pathname === START,
  };

  /** Prism's stand-in: every call answers the stand-in address, as the mock's example does. */
  async function startConsole() {
    const upstream = await listen(
      http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ code: 1, msg: '成功', data: { url: '/__demo/real-name?biz_no=RN1' } }));
        });
      }),
    );
    return listen(createMockConsole({ apiTarget: upstream, catalogue: catalogue as never }));
  }

  async function post(origin: string, path: string, body: unknown) {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()).data.url as string;
  }

  it('gives the stand-in the return address the start call sent', async () => {
    const origin = await startConsole();
    const response = await fetch(`${origin}${START}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnUrl: BACK, serviceId: '17012345678' }),
    });
    const text = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(new URL(JSON.parse(text).data.url, origin).searchParams.get('returnUrl')).toBe(BACK);
  });

  it('leaves the answer of a call that names no return address as Prism gave it', async () => {
    const origin = await startConsole();
    expect(await post(origin, START, { serviceId: '17012345678' })).toBe('/__demo/real-name?biz_no=RN1');
    expect(await post(origin, OTHER, { returnUrl: BACK })).toBe('/__demo/real-name?biz_no=RN1');
  });
});
