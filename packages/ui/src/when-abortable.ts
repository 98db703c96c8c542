/// <reference path="./abortcontroller-polyfill.d.ts" />
/**
 * Resolves once `AbortController` exists, which every call's 30 s timeout and every screen's load rely on.
 * Browsers have it, so this resolves at once; iOS 12.0–12.1 WebViews lack it (core-js has no polyfill for
 * it) and fetch one first, so its bytes are not in every visitor's first download.
 */
export function whenAbortable(): Promise<unknown> {
  if (typeof globalThis.AbortController === 'function') return Promise.resolve();
  return import('abortcontroller-polyfill/dist/polyfill-patch-fetch');
}
