import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_DELAY_MS,
  BATCH_SIZE,
  createBatcher,
  type FieldReport,
  PAGE_LIMIT,
  sendOnce,
} from './batcher.ts';

function error(message: string): FieldReport {
  return { kind: 'error', app: 'hall', route: '/', release: 'r1', time: 1, message };
}
function vital(name: string): FieldReport {
  return { kind: 'vital', app: 'hall', route: '/', release: 'r1', time: 1, name, value: 1 };
}
function bodies(send: ReturnType<typeof vi.fn>): FieldReport[][] {
  return send.mock.calls.map(
    ([, body]) => (JSON.parse(body as string) as { reports: FieldReport[] }).reports,
  );
}

describe('the batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends one batch a while after its first report, to the configured URL', () => {
    const send = vi.fn();
    const batcher = createBatcher({ url: '/__report', vitalsRate: 1, send });
    batcher.add(error('a'));
    batcher.add(error('b'));
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('/__report');
    expect(bodies(send)[0]?.map((r) => r.message)).toEqual(['a', 'b']);
  });

  it('sends at once when a batch is full', () => {
    const send = vi.fn();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    for (let i = 0; i < BATCH_SIZE; i += 1) batcher.add(error(`e${i}`));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flushes on pagehide', () => {
    const send = vi.fn();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    batcher.add(error('a'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a repeated failure once, and at most PAGE_LIMIT reports a page', () => {
    const send = vi.fn();
    const batcher = createBatcher({ url: '/r', vitalsRate: 1, send });
    for (let i = 0; i < 5; i += 1) batcher.add(error('same'));
    for (let i = 0; i < PAGE_LIMIT * 2; i += 1) batcher.add(error(`e${i}`));
    batcher.flush();
    expect(bodies(send).flat()).toHaveLength(PAGE_LIMIT);
  });

  // A page view draws once: under vitalsRate its vitals go out, above it they do not; errors always do.
  it.each([
    ['outside the sample', 0.5, ['error']],
    ['inside the sample', 0.05, ['vital', 'error']],
  ])('samples vitals per page view and never errors: %s', (_label, draw, kinds) => {
    const send = vi.fn();
    const batcher = createBatcher({ url: '/r', vitalsRate: 0.1, random: () => draw, send });
    batcher.add(vital('LCP'));
    batcher.add(error('kept'));
    batcher.flush();
    expect(
      bodies(send)
        .flat()
        .map((r) => r.kind),
    ).toEqual(kinds);
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
