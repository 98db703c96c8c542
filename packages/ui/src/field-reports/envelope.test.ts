// @vitest-environment happy-dom
import { parseEnvelope } from '@sentry/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldReport } from './batcher.ts';
import { framesOf, kernelOf, SDK } from './envelope.ts';
import { encoder, toReport } from './reporter.ts';
import { SCRUB_CORPUS } from './scrub-corpus.ts';

/** What the journeys put into a page, and what must never leave it. */
const PHONE = '13812345678';
const ID_NUMBER = '110101199003074518';
const TOKEN = 'demo-token';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PAGE = { environment: 'demo', kernel: 'X5' as const, trace: 'a'.repeat(32) };

const CHROME_STACK = `TypeError: Cannot read properties of undefined (reading 'map')
    at renderList (https://hall.example.cn/static/js/async/bill.1a2b.js:1:2345)
    at https://hall.example.cn/static/js/index.9f8e.js:2:10
    at async Promise.all (index 0)`;
const WEBKIT_STACK = `renderList@https://hall.example.cn/static/js/async/bill.1a2b.js:1:2345
https://hall.example.cn/static/js/index.9f8e.js:2:10
[native code]`;

/** The report as sent and as a tracker's parser reads it: the envelope's headers and its one item. */
function sent(kind: FieldReport['kind'], fields: Record<string, string | number | undefined>) {
  const report = toReport('hall', kind, fields, 1_790_000_000_000);
  const text = encoder(PAGE)([report]);
  const [header, items] = parseEnvelope(text);
  expect(items).toHaveLength(1);
  const [[itemHeader, payload]] = items as unknown as [[{ type: string }, Record<string, unknown>]];
  return { text, header, itemHeader, event: payload };
}

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function onPage(path: string): void {
  document.head.innerHTML = '<meta name="bluecat-release" content="r42">';
  window.history.replaceState(null, '', path);
}

describe('reports as Sentry envelopes', () => {
  it('an uncaught error is an event with release, environment, app, route, kernel and its frames', () => {
    onPage(`/bill/202611?phone=${PHONE}`);
    const { header, itemHeader, event, text } = sent('error', {
      message: `Uncaught TypeError: 手机号${PHONE}的查询失败 token=${TOKEN}`,
      stack: CHROME_STACK,
    });
    expect(header).toMatchObject({ event_id: event.event_id, sdk: SDK });
    expect(header).not.toHaveProperty('dsn');
    expect(Date.parse(String(header.sent_at))).not.toBeNaN();
    expect(itemHeader).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      timestamp: 1_790_000_000,
      platform: 'javascript',
      level: 'error',
      release: 'r42',
      environment: 'demo',
      transaction: '/bill/:id',
      tags: { app: 'hall', route: '/bill/:id', kernel: 'X5', kind: 'error' },
      contexts: { trace: { trace_id: PAGE.trace, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) } },
    });
    const [exception] = (event.exception as { values: Record<string, unknown>[] }).values;
    expect(exception).toMatchObject({
      type: 'TypeError',
      value: '手机号*******5678的查询失败 token=*',
      mechanism: { type: 'onerror', handled: false },
    });
    expect((exception?.stacktrace as { frames: unknown[] } | undefined)?.frames).toEqual([
      { filename: 'https://hall.example.cn/static/js/index.9f8e.js', lineno: 2, colno: 10, in_app: false },
      {
        function: 'renderList',
        filename: 'https://hall.example.cn/static/js/async/bill.1a2b.js',
        lineno: 1,
        colno: 2345,
        in_app: false,
      },
    ]);
    for (const value of [PHONE, TOKEN, '202611']) expect(text).not.toContain(value);
  });

  it('names the exception’s type from its message, without Chrome’s Uncaught', () => {
    onPage('/');
    const [exception] = (
      sent('error', { message: 'Uncaught Error: x' }).event.exception as {
        values: Record<string, unknown>[];
      }
    ).values;
    expect(exception).toMatchObject({ type: 'Error', value: 'x' });
  });

  it('an unhandled rejection is an event of its own mechanism, scrubbed', () => {
    onPage('/BusinessQuery');
    const { event, text } = sent('rejection', { message: `证件${ID_NUMBER}不匹配`, stack: WEBKIT_STACK });
    const [exception] = (event.exception as { values: Record<string, unknown>[] }).values;
    expect(exception).toMatchObject({
      type: 'UnhandledRejection',
      value: '证件[身份证]不匹配',
      mechanism: { type: 'onunhandledrejection', handled: false },
    });
    expect((exception?.stacktrace as { frames: unknown[] } | undefined)?.frames).toHaveLength(2);
    expect(event.tags).toMatchObject({ kind: 'rejection', route: '/BusinessQuery' });
    expect(text).not.toContain(ID_NUMBER);
  });

  it('a failed file is a handled ChunkLoadError, a warning when the page reloads into a new release', () => {
    onPage('/bill');
    const failed = sent('chunk', { message: 'Loading chunk 412 failed.', outcome: 'failed' }).event;
    expect(failed).toMatchObject({
      level: 'error',
      exception: { values: [{ type: 'ChunkLoadError', mechanism: { type: 'chunk', handled: true } }] },
      extra: { outcome: 'failed' },
    });
    expect(sent('chunk', { message: 'x', outcome: 'new-release' }).event.level).toBe('warning');
  });

  it('an error page is a message event, grouped by its title', () => {
    onPage('/bill');
    const { event } = sent('error-page', { title: '页面加载失败', message: 'Loading chunk 3 failed.' });
    expect(event).toMatchObject({
      message: '页面加载失败: Loading chunk 3 failed.',
      fingerprint: ['error-page', '页面加载失败', ''],
      extra: { title: '页面加载失败' },
    });
    expect(event).not.toHaveProperty('exception');
  });

  it('a call failure carries the trace id its request sent, so the backend’s log finds it', () => {
    onPage('/BusinessQuery');
    const { event } = sent('transport', {
      call: 'PERSONAL_DATA',
      failure: 'http',
      status: 500,
      trace: TRACE,
    });
    expect(event).toMatchObject({
      message: 'PERSONAL_DATA http 500',
      fingerprint: ['transport', 'PERSONAL_DATA', 'http'],
      contexts: { trace: { trace_id: TRACE } },
      extra: { call: 'PERSONAL_DATA', failure: 'http', status: 500 },
      tags: { kind: 'transport' },
    });
  });

  it('a page load’s vitals are one pageload transaction with measurements', () => {
    onPage('/bill/202611');
    const route = window.location.pathname;
    const vitals = (
      [
        ['LCP', 1234.5],
        ['FCP', 800],
        ['CLS', 0.05],
        ['INP', 96],
        ['TTFB', 120],
      ] as const
    ).map(([name, value], i) =>
      toReport('hall', 'vital', { route, name, value, rating: 'good' }, 1_790_000_000_000 + i),
    );
    const [header, items] = parseEnvelope(encoder(PAGE)(vitals));
    const [[itemHeader, event]] = items as unknown as [[{ type: string }, Record<string, unknown>]];
    expect(header).toMatchObject({ event_id: event.event_id, sdk: SDK });
    expect(itemHeader).toEqual({ type: 'transaction' });
    expect(event).toMatchObject({
      type: 'transaction',
      transaction: '/bill/:id',
      transaction_info: { source: 'route' },
      release: 'r42',
      environment: 'demo',
      tags: { app: 'hall', route: '/bill/:id', kernel: 'X5' },
      contexts: {
        trace: { trace_id: PAGE.trace, op: 'pageload', span_id: expect.stringMatching(/^[0-9a-f]{16}$/) },
      },
      measurements: {
        lcp: { value: 1234.5, unit: 'millisecond' },
        fcp: { value: 800, unit: 'millisecond' },
        cls: { value: 0.05, unit: '' },
        inp: { value: 96, unit: 'millisecond' },
        ttfb: { value: 120, unit: 'millisecond' },
      },
    });
    expect(Number(event.timestamp)).toBeGreaterThanOrEqual(Number(event.start_timestamp));
  });

  it.each(SCRUB_CORPUS)('scrubs %s in every text of an event', (input, output) => {
    onPage('/');
    const { event } = sent('error-page', { title: input, message: input });
    expect(event.message).toBe(`${output}: ${output}`);
    expect((event.extra as { title: string }).title).toBe(output);
  });
});

describe('kernelOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 9; MI 8 Build/PKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/045130 Mobile Safari/537.36 MMWEBID/1 MicroMessenger/7.0.12.1620(0x27000C37) Process/tools NetType/WIFI Language/zh_CN ABI/arm64',
      'X5',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; V2049A Build/SP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5075 MMWEBSDK/20230405 MMWEBID/1 MicroMessenger/8.0.35.2360(0x2800235D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
      'XWEB',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN',
      'WKWebView',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'other',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'other',
    ],
  ])('%s → %s', (ua, kernel) => {
    expect(kernelOf(ua)).toBe(kernel);
  });
});

describe('framesOf', () => {
  it('reads none from a stack of another form', () => {
    expect(framesOf('Error: x')).toEqual([]);
    expect(framesOf(undefined)).toEqual([]);
  });

  it('marks the page’s own files as in_app', () => {
    const [frame] = framesOf('f@https://h.cn/static/js/a.js:1:2', 'https://h.cn');
    expect(frame).toMatchObject({ function: 'f', in_app: true });
  });
});
