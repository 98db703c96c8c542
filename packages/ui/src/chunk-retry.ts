import type { ComponentType } from 'react';

/**
 * A page's script or style file can fail on a weak network, or be gone after a new release replaced the
 * hashed files (ChunkLoadError after 120 s, CSS_CHUNK_LOAD_FAILED for
 * styles, and a part that failed is asked for again at the same URL: product.md › 错误与提示). The build's assets-retry plugin fetches the
 * same URL again a bounded number of times (@bluecat/rsbuild-preset rsbuild.ts); an error that still
 * arrives here means every try failed. The route's error page then tells a new release (the file is gone
 * for good: it loads that release once, new-release.ts) from a network failure (页面加载失败 with 重试, the
 * last resort).
 */
const CHUNK_FAILURE =
  /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** What a page says when a file of it failed after every retry (the route's error page says it too). */
export const PAGE_LOAD_FAILED = {
  title: '页面加载失败',
  text: '网络不稳定，页面没有加载完成，请检查网络后重试。',
} as const;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (
    error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED' || CHUNK_FAILURE.test(error.message)
  );
}

/** Route `lazy` for a page module with a default export. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}
