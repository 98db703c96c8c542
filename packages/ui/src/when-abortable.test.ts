// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenAbortable } from './when-abortable.ts';

describe('whenAbortable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves at once where the browser has AbortController', async () => {
    await expect(whenAbortable()).resolves.toBeUndefined();
  });

  it('loads the polyfill where it is missing', async () => {
    const native = globalThis.AbortController;
    vi.stubGlobal('AbortController', undefined);
    await whenAbortable();
    expect(typeof globalThis.AbortController).toBe('function');
    expect(globalThis.AbortController).not.toBe(native);
  });
});
