// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for an idle moment where the browser offers one, and can be called off', () => {
    const callbacks: (() => void)[] = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();

    const stop = whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(task).toHaveBeenCalledTimes(1);

    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('runs after the next frame where requestIdleCallback is missing (iOS 12)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();

    whenIdle(task);
    vi.advanceTimersByTime(16);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is called off before the frame without running', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();

    whenIdle(task)();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
