// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_SHOWN_MS, useAfterShown } from './use-after-shown.ts';

describe('useAfterShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, AFTER_SHOWN_MS after the content is shown, not before', () => {
    const run = vi.fn();
    const { rerender } = renderHook(({ shown }) => useAfterShown(shown, run), {
      initialProps: { shown: false },
    });
    vi.advanceTimersByTime(AFTER_SHOWN_MS * 2);
    expect(run).not.toHaveBeenCalled();
    rerender({ shown: true });
    vi.advanceTimersByTime(AFTER_SHOWN_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once the screen is gone', () => {
    const run = vi.fn();
    const { unmount } = renderHook(() => useAfterShown(true, run));
    unmount();
    vi.advanceTimersByTime(AFTER_SHOWN_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
