import type { ComponentType } from 'react';

/**
 * A page's script can fail to load on a weak network, or vanish when a new build replaces the
 * hashed files (002 §2: "a failed load of a page part triggers a retry of the same URL"). The first
 * failure reloads the same address once, which also fetches the new build's file names; a second
 * failure at that address is shown with a 重试 button instead of reloading in a loop.
 */
const RETRIED_URL_KEY = 'bluecat-agent:chunk-retried-url';

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** True when this address has not been retried yet: the caller should reload it now. */
export function claimChunkRetry(url: string, storage: Storage = sessionStorage): boolean {
  if (storage.getItem(RETRIED_URL_KEY) === url) return false;
  storage.setItem(RETRIED_URL_KEY, url);
  return true;
}

export function settleChunkRetry(storage: Storage = sessionStorage): void {
  storage.removeItem(RETRIED_URL_KEY);
}

/** Route `lazy` for a page module with a default export; a successful load re-arms the retry. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await load();
    settleChunkRetry();
    return { Component: module.default };
  };
}
