import type { ComponentType } from 'react';

/**
 * A page's script or style file can fail on a weak network, or be gone after a new release replaced the
 * hashed files (000 §8: ChunkLoadError after 120 s, CSS_CHUNK_LOAD_FAILED for styles; 002 §2: "a failed
 * load of a page part triggers a retry of the same URL"). The first failure reloads the same address
 * once — which also fetches the new release's file names — and a second failure at that address is shown
 * with a 重试 button instead of reloading in a loop.
 */
const RETRIED_URL_KEY = 'bluecat:chunk-retried-url';

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (
    error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED' || CHUNK_FAILURE.test(error.message)
  );
}

/** Session storage, or null where the browser refuses it (private mode, blocked cookies). */
function area(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * True when this address has not been retried yet: the caller reloads it now. Without storage the retry
 * cannot be remembered across the reload, so it is not made.
 */
export function claimChunkRetry(url: string, storage: Storage | null = area()): boolean {
  if (!storage) return false;
  if (storage.getItem(RETRIED_URL_KEY) === url) return false;
  storage.setItem(RETRIED_URL_KEY, url);
  return true;
}

export function settleChunkRetry(storage: Storage | null = area()): void {
  storage?.removeItem(RETRIED_URL_KEY);
}

/** Route `lazy` for a page module with a default export; a successful load re-arms the retry. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await load();
    settleChunkRetry();
    return { Component: module.default };
  };
}
