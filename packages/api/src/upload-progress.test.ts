import { afterEach, describe, expect, it, vi } from 'vitest';
import * as calls from './calls.gen.ts';
import { type CallOptions, createGateway } from './gateway.ts';
import { memoryStorage } from './memory-storage.ts';
import { GATEWAY_MESSAGES } from './messages.ts';
import { type FakeXhrOptions, fakeXhr, type Responder } from './testing/fake-xhr.ts';
import type { UploadProgress } from './xhr-fetch.ts';

/**
 * A call that asks for `onProgress` goes by XMLHttpRequest (xhr-fetch.ts); everything else must be the
 * gateway's as for any call. Each case is answered by one responder through fetch and through the
 * XMLHttpRequest, and what the caller and the screen get from both must be the same.
 */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** About 200 KB: several progress steps of the fake's 64 KB. */
const PHOTO = `data:image/jpeg;base64,${'A'.repeat(200_000)}`;
const STORED = { token: 'tok-1', tokens: 'third-1', workNo: 'LM360021' };

function setup(respond: Responder, carrier: 'fetch' | 'xhr', xhrOptions: FakeXhrOptions = {}) {
  const effects = {
    toast: vi.fn<(message: string) => void>(),
    showLoading: vi.fn((_message: string) => () => undefined),
    alert: vi.fn((_options: { title: string; message: string; confirmText: string }) => Promise.resolve()),
    navigate: vi.fn<(to: string) => void>(),
  };
  const { storage, items } = memoryStorage({ ...STORED });
  const fetched: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    fetched.push(request.clone());
    return respond(request);
  });
  const xhr = fakeXhr(respond, xhrOptions);
  const gateway = createGateway({
    baseUrl: 'http://gateway.test',
    effects,
    storage,
    fetch,
    XMLHttpRequest: xhr.XMLHttpRequest,
    successCodes: [1],
    sessionExpiredPath: '/login',
    sessionKeys: ['token', 'tokens'],
  });
  const progress: UploadProgress[] = [];
  const upload = (options: CallOptions = {}) =>
    gateway.call(
      calls.uploadCard,
      { image: PHOTO, workNo: 'LM360021' },
      carrier === 'xhr' ? { ...options, onProgress: (step) => progress.push(step) } : options,
    );
  return { upload, effects, items, fetched, xhrRequests: xhr.requests, progress };
}

type Setup = ReturnType<typeof setup>;

/** Everything a caller and the screen see of one call. */
async function seen(run: Setup, pending: Promise<unknown>) {
  const settled = await pending.then(
    (value) => ({ resolved: value }),
    (error: unknown) => {
      const { name, message, kind, status } = error as Record<string, unknown>;
      return { rejected: { name, message, kind, status } };
    },
  );
  // A -101's dialog is answered a few promise turns later; the navigation follows it.
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return {
    settled,
    toasts: run.effects.toast.mock.calls,
    alerts: run.effects.alert.mock.calls,
    navigations: run.effects.navigate.mock.calls,
    stored: Object.fromEntries(run.items),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

const URL_STORED = 'https://oss.bluecat.example/together/KK202406130002.jpg';

/** A server that never answers: the request ends only when it is aborted, as fetch's does. */
const never: Responder = (request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

const CASES: [string, Responder][] = [
  ['success', () => json({ code: 1, msg: '上传成功', data: URL_STORED })],
  ['a success whose data the contract does not allow', () => json({ code: 1, msg: '上传成功', data: {} })],
  ['business code -100', () => json({ code: -100, msg: '照片不清晰' })],
  ['business code -101', () => json({ code: -101, msg: '登录已失效，请重新登录' })],
  ['business code -102', () => json({ code: -102 })],
  ['business code 60002', () => json({ code: 60002, msg: '开卡链接已关闭' })],
  ['another code', () => json({ code: 2, msg: '照片上传失败' })],
  ['HTTP 401 without an envelope', () => new Response('', { status: 401 })],
  ['HTTP 401 with an envelope', () => json({ code: -1, msg: '未授权' }, 401)],
  ['HTTP 405', () => new Response('<html>405</html>', { status: 405 })],
  ['HTTP 500', () => new Response('Internal Server Error', { status: 500 })],
  ['HTTP 502 from a proxy', () => new Response('<html>bad gateway</html>', { status: 502 })],
  ['an HTML page with 200', () => new Response('<!doctype html><title>app</title>', { status: 200 })],
  [
    'no answer at all',
    () => {
      throw new TypeError('Failed to fetch');
    },
  ],
];

describe('an upload that reports progress', () => {
  it('goes by XMLHttpRequest, the same request as by fetch', async () => {
    const answer = () => json({ code: 1, msg: '上传成功', data: URL_STORED });
    const byFetch = setup(answer, 'fetch');
    const byXhr = setup(answer, 'xhr');
    await byFetch.upload();
    await byXhr.upload();

    expect(byXhr.fetched).toEqual([]);
    expect(byFetch.xhrRequests).toEqual([]);
    const [fetched] = byFetch.fetched;
    const [sent] = byXhr.xhrRequests;
    if (!fetched || !sent) throw new Error('a request is missing');
    expect(sent.method).toBe(fetched.method);
    expect(sent.url).toBe('http://gateway.test/api/gzh/uploadCard');
    expect(sent.url).toBe(fetched.url);
    // The same headers, each request with a trace of its own.
    const others = (headers: Headers) => [...headers].filter(([name]) => name !== 'traceparent');
    expect(others(sent.headers)).toEqual(others(fetched.headers));
    expect(sent.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent.headers.get('thirdSession')).toBe('third-1');
    const sentBody = await sent.text();
    expect(JSON.parse(sentBody)).toEqual({ token: 'tok-1', image: PHOTO, workNo: 'LM360021' });
    expect(sentBody).toBe(await fetched.text());
  });

  it('reports the bytes sent, from 0 to the whole body', async () => {
    const run = setup(() => json({ code: 1, msg: '上传成功', data: URL_STORED }), 'xhr');
    await run.upload();
    const total = new Blob([await (run.xhrRequests[0] as Request).text()]).size;
    expect(run.progress[0]).toEqual({ loaded: 0, total });
    expect(run.progress.at(-1)).toEqual({ loaded: total, total });
    expect(run.progress.length).toBeGreaterThan(3);
    const loaded = run.progress.map((step) => step.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
  });

  it.each(CASES)('ends as the fetch path does on %s', async (_case, respond) => {
    const byFetch = setup(respond, 'fetch');
    const byXhr = setup(respond, 'xhr');
    const expected = await seen(byFetch, byFetch.upload());
    const actual = await seen(byXhr, byXhr.upload());
    expect(byXhr.xhrRequests).toHaveLength(1);
    expect(actual).toEqual(expected);
  });

  it('ends as the fetch path does when the caller cancels it', async () => {
    const outcomes = [];
    for (const carrier of ['fetch', 'xhr'] as const) {
      const run = setup(never, carrier, { stepMs: 5 });
      const controller = new AbortController();
      const pending = run.upload({ signal: controller.signal });
      setTimeout(() => controller.abort(new DOMException('取消上传', 'AbortError')), 20);
      outcomes.push(await seen(run, pending));
      expect(run.xhrRequests).toHaveLength(carrier === 'xhr' ? 1 : 0);
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[1]?.settled).toEqual({
      rejected: { name: 'AbortError', message: '取消上传', kind: undefined, status: undefined },
    });
    expect(outcomes[1]?.toasts).toEqual([]);
  });

  it('times out as the fetch path does when nothing moves for 30 s', async () => {
    vi.useFakeTimers();
    const outcomes = [];
    for (const carrier of ['fetch', 'xhr'] as const) {
      // The link drops after the first 64 KB: no byte moves again.
      const run = setup(never, carrier, { stepMs: 1000, stallAfter: 64 * 1024 });
      const pending = seen(run, run.upload());
      await vi.advanceTimersByTimeAsync(31_000);
      outcomes.push(await pending);
      expect(run.xhrRequests).toHaveLength(carrier === 'xhr' ? 1 : 0);
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[1]?.settled).toMatchObject({
      rejected: { name: 'GatewayError', kind: 'timeout', message: GATEWAY_MESSAGES.timeout },
    });
    expect(outcomes[1]?.toasts).toEqual([[GATEWAY_MESSAGES.timeout]]);
  });

  it('keeps a slow upload going past 30 s while its bytes move, then waits 30 s for the answer', async () => {
    vi.useFakeTimers();
    let answered = false;
    // 64 KB every 10 s: the 200 KB body takes 40 s, and the server then never answers.
    const run = setup(
      (request) => {
        answered = true;
        return never(request);
      },
      'xhr',
      { stepMs: 10_000 },
    );
    const pending = seen(run, run.upload());
    await vi.advanceTimersByTimeAsync(40_000);
    expect(answered).toBe(true);
    expect(run.effects.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(run.effects.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await pending).settled).toMatchObject({ rejected: { kind: 'timeout' } });
  });
});
