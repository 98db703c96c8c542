import { afterEach, describe, expect, it, vi } from 'vitest';
import { abortReason, throwIfAborted } from './abort.ts';

/** An aborted signal as Chrome 69 and iOS 12 have it: no `reason`, no `throwIfAborted`. */
function oldEngineSignal(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  vi.spyOn(controller.signal, 'reason', 'get').mockReturnValue(undefined);
  Object.defineProperty(controller.signal, 'throwIfAborted', { value: undefined });
  return controller.signal;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('abortReason', () => {
  it('is the reason the signal was aborted with', () => {
    const controller = new AbortController();
    const reason = new Error('left');
    controller.abort(reason);
    expect(abortReason(controller.signal)).toBe(reason);
  });

  it('is an AbortError where the engine keeps no reason', () => {
    const reason = abortReason(oldEngineSignal());
    expect(reason).toBeInstanceOf(DOMException);
    expect((reason as DOMException).name).toBe('AbortError');
  });
});

describe('throwIfAborted', () => {
  it('does nothing without a signal or before the abort', () => {
    expect(() => throwIfAborted(undefined)).not.toThrow();
    expect(() => throwIfAborted(new AbortController().signal)).not.toThrow();
  });

  it('throws an AbortError on an engine without signal.throwIfAborted', () => {
    expect(() => throwIfAborted(oldEngineSignal())).toThrow(expect.objectContaining({ name: 'AbortError' }));
  });
});
