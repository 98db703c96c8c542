// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down to idle', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps to the deadline when the timer fires late', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    // A throttled background tab: the clock moves 20 s while no interval has run.
    act(() => {
      vi.setSystemTime(Date.now() + 20_000);
      vi.advanceTimersToNextTimer();
    });
    expect(result.current.remaining).toBe(39);
  });

  it('stops at once', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts with a given length and clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start(10));
    expect(result.current.remaining).toBe(10);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
