// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_DELAY_MS,
  BATCH_SIZE,
  type BatcherOptions,
  createBatcher as create,
  type FieldReport,
  KEPT_LIMIT,
  KEPT_REPORTS,
  PAGE_LIMIT,
  sendKept,
  sendOnce,
} from './batcher.ts';

/** Each envelope here is the JSON of the reports it holds (envelope.test.ts checks the real ones). */
const encode = (reports: readonly FieldReport[]) => JSON.stringify(reports);
const createBatcher = (options: Omit<BatcherOptions, 'encode'>) => create({ encode, ...options });
const sender = () => vi.fn((_url: string, _body: string, _leaving: boolean) => true);

function error(message: string): FieldReport {
  return { kind: 'error', app: 'hall', route: '/', release: 'r1', time: 1, message };
}
function vital(name: string): FieldReport {
  return { kind: 'vital', app: 'hall', route: '/', release: 'r1', time: 1, name, value: 1 };
}
function bodies(send: ReturnType<typeof vi.fn>): FieldReport[][] {
  return send.mock.calls.map(([, body]) => JSON.parse(body as string) as FieldReport[]);
}

describe('the batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('sends what it collected a while after the first report, one envelope each, to the configured URL', () => {
    const send = sender();
    const batcher = createBatcher({ url: '/__report/1', vitalsRate: 1, send });
    batcher.add(error('a'));
    batcher.add(error('b'));
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[0]).toBe('/__report/1');
    expect(bodies(send).map((envelope) => envelope.map((r) => r.message))).toEqual([['a'], ['b']]);
  });

  it('sends at once when BATCH_SIZE reports are collected', () => {
    const send = sender();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    for (let i = 0; i < BATCH_SIZE; i += 1) batcher.add(error(`e${i}`));
    expect(send).toHaveBeenCalledTimes(BATCH_SIZE);
  });

  it('sends a page load’s vitals together, once, as the page is hidden', () => {
    const send = sender();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    batcher.add(vital('TTFB'));
    batcher.add(vital('LCP'));
    vi.advanceTimersByTime(BATCH_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(bodies(send)).toEqual([[vital('TTFB'), vital('LCP')]]);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flushes on pagehide', () => {
    const send = sender();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    batcher.add(error('a'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toBe(true);
  });

  it('sends the vitals reported as the page is hidden together, after the listeners that report them', () => {
    const send = sender();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    batcher.add(vital('TTFB'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      // web-vitals' own listeners (on the window, capturing) report first.
      const reportAll = () => {
        batcher.add(vital('CLS'));
        batcher.add(vital('INP'));
      };
      window.addEventListener('visibilitychange', reportAll, true);
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      window.removeEventListener('visibilitychange', reportAll, true);
      expect(bodies(send)).toEqual([[vital('TTFB'), vital('CLS'), vital('INP')]]);
      // One that comes later still goes, by a timer.
      batcher.add(vital('LCP'));
      expect(send).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(0);
      expect(bodies(send)[1]).toEqual([vital('LCP')]);
    } finally {
      visibility.mockRestore();
    }
  });

  it('keeps what the browser refuses as the page goes, for the next page to send once', () => {
    const send = vi.fn((_url: string, _body: string, leaving: boolean) => !leaving);
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    batcher.add(error('a'));
    batcher.add(vital('TTFB'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(KEPT_REPORTS) ?? '[]')).toEqual([
      JSON.stringify([error('a')]),
      JSON.stringify([vital('TTFB')]),
    ]);
    const next = vi.fn();
    sendKept('/r', next);
    expect(next.mock.calls.map(([, body]) => JSON.parse(body))).toEqual([[error('a')], [vital('TTFB')]]);
    // Taken out before it is sent: never sent twice, whatever came of it.
    expect(sessionStorage.getItem(KEPT_REPORTS)).toBeNull();
    sendKept('/r', next);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('keeps no more than KEPT_LIMIT', () => {
    const send = vi.fn(() => false);
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    for (let i = 0; i < 8; i += 1) batcher.add(error(`${i}${'x'.repeat(3000)}`));
    window.dispatchEvent(new Event('pagehide'));
    const kept = sessionStorage.getItem(KEPT_REPORTS) ?? '';
    expect(kept.length).toBeLessThanOrEqual(KEPT_LIMIT);
    expect(JSON.parse(kept).length).toBeGreaterThan(0);
    expect(JSON.parse(kept).length).toBeLessThan(8);
  });

  it('sends a repeated failure once, and at most PAGE_LIMIT reports a page', () => {
    const send = sender();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    for (let i = 0; i < 5; i += 1) batcher.add(error('same'));
    for (let i = 0; i < PAGE_LIMIT * 2; i += 1) batcher.add(error(`e${i}`));
    batcher.flush(true);
    expect(bodies(send).flat()).toHaveLength(PAGE_LIMIT);
  });

  // A page view draws once: under vitalsRate its vitals go out, above it they do not; errors always do.
  it.each([
    ['outside the sample', 0.5, ['error']],
    ['inside the sample', 0.05, ['error', 'vital']],
  ])('samples vitals per page view and never errors: %s', (_label, draw, kinds) => {
    const send = sender();
    const batcher = createBatcher({ url: '/r', vitalsRate: 0.1, random: () => draw, send });
    batcher.add(vital('LCP'));
    batcher.add(error('kept'));
    batcher.flush(true);
    expect(
      bodies(send)
        .flat()
        .map((r) => r.kind),
    ).toEqual(kinds);
  });

  it('a refused beacon while the page stays goes by fetch instead; as the page goes, it is not sent', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => false) });
    vi.stubGlobal('fetch', fetchSpy);
    expect(sendOnce('/r', '{}')).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sendOnce('/r', '{}', true)).toBe(false);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('uses sendBeacon where the engine has it, and never sends a batch again', () => {
    const beacon = vi.fn(() => true);
    const fetchSpy = vi.fn(() => Promise.reject(new Error('down')));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchSpy);
    const batcher = createBatcher({ url: '/r', vitalsRate: 1 });
    batcher.add(error('a'));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(BATCH_DELAY_MS * 10);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('without sendBeacon posts once with keepalive, and a failed post is not retried', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('down')));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    vi.stubGlobal('fetch', fetchSpy);
    sendOnce('/r', '{}');
    await vi.runAllTimersAsync();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]).toEqual([
      '/r',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    ]);
  });
});
