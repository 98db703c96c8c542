// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { vitalsRateOf } from './reporter.ts';
import { LOAD_AGAIN_AFTER_MS, LOAD_TRIES, startFieldReports } from './start.ts';

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}
const now = (task: () => void) => task();

describe('field reports start', () => {
  it.each([
    ['absent (404)', answer(404, {})],
    ['without a url', answer(200, {})],
    ['with an empty url', answer(200, { url: '' })],
    ['unreadable', vi.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch],
    ['unreachable', vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch],
  ])('with the setting %s, loads nothing', async (_, fetchImpl) => {
    const load = vi.fn();
    await expect(startFieldReports('hall', { fetch: fetchImpl, load, later: now })).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('with a collector named, loads the reporter after the first screen and installs it', async () => {
    const installReporter = vi.fn();
    const load = vi.fn(async () => ({ installReporter }));
    let later: (() => void) | undefined;
    const started = startFieldReports('agent', {
      fetch: answer(200, { url: '/__report', vitalsRate: 0.5 }),
      load,
      later: (task) => {
        later = task;
      },
    });
    expect(load).not.toHaveBeenCalled();
    later?.();
    await expect(started).resolves.toBe(true);
    expect(installReporter).toHaveBeenCalledWith('agent', { url: '/__report', vitalsRate: 0.5 });
  });

  it('takes the default vitals rate when the setting has none or a wrong one', () => {
    expect(vitalsRateOf({ url: '/c', vitalsRate: 7 })).toBe(0.1);
    expect(vitalsRateOf({ url: '/c' })).toBe(0.1);
    expect(vitalsRateOf({ url: '/c', vitalsRate: 0.5 })).toBe(0.5);
  });
});

describe('a reporter whose file did not come', () => {
  it('is asked for again at the next error, never sooner than LOAD_AGAIN_AFTER_MS, at most LOAD_TRIES times', async () => {
    vi.useFakeTimers();
    try {
      const installReporter = vi.fn();
      const load = vi.fn(async () => {
        if (load.mock.calls.length < LOAD_TRIES) throw new Error('Loading chunk field-reporter failed.');
        return { installReporter };
      });
      const started = startFieldReports('hall', {
        fetch: answer(200, { url: '/__report/1' }),
        load,
        later: now,
      });
      await expect(started).resolves.toBe(false);
      expect(load).toHaveBeenCalledTimes(1);
      // An error at once: too soon.
      window.dispatchEvent(new Event('error'));
      expect(load).toHaveBeenCalledTimes(1);
      for (let i = 2; i <= LOAD_TRIES; i += 1) {
        vi.advanceTimersByTime(LOAD_AGAIN_AFTER_MS);
        window.dispatchEvent(new Event('error'));
        window.dispatchEvent(new Event('unhandledrejection'));
        await vi.advanceTimersByTimeAsync(0);
        expect(load).toHaveBeenCalledTimes(i);
      }
      expect(installReporter).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(LOAD_AGAIN_AFTER_MS);
      window.dispatchEvent(new Event('error'));
      expect(load).toHaveBeenCalledTimes(LOAD_TRIES);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not asked for more than LOAD_TRIES times, however many errors follow', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => Promise.reject(new Error('Loading chunk field-reporter failed.')));
      await startFieldReports('hall', { fetch: answer(200, { url: '/__report/1' }), load, later: now });
      for (let i = 0; i < 10; i += 1) {
        vi.advanceTimersByTime(LOAD_AGAIN_AFTER_MS);
        window.dispatchEvent(new Event('error'));
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(load).toHaveBeenCalledTimes(LOAD_TRIES);
    } finally {
      vi.useRealTimers();
    }
  });
});
