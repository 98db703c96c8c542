/**
 * Cancellation that works on the oldest engines the apps target. `AbortSignal.prototype.reason`, the
 * reason argument of `abort()` and `signal.throwIfAborted()` arrived in Chrome 98–100 and Safari 15.4;
 * on Chrome 69 and iOS 12 a signal carries no reason and has no throwIfAborted, and core-js polyfills
 * neither. Code reads the reason and checks an aborted signal through these two helpers only
 * (scripts/check-engine-apis.mjs fails on any other use).
 */

/** The reason the signal was aborted with, or an `AbortError` where the engine keeps no reason. */
export function abortReason(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Throws the abort reason when the signal is aborted: `signal.throwIfAborted()` for every engine. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}
