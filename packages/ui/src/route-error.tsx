import { useEffect, useRef, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { claimChunkRetry, isChunkLoadError } from './chunk-retry.ts';
import { StatusPage } from './status-page.tsx';

/** The page reload and address the boundary works with; tests replace them. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
  currentHref(): string {
    return window.location.href;
  },
};

/**
 * Error boundary of every page. A page file that failed to load is fetched again by reloading the same
 * address once (000 §8, 002 §2); after that, or for any other failure, the page says so and offers 重试.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailure);
  // Decided once per failure, even when effects run twice in development.
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    if (chunkFailure && claimChunkRetry(pageReload.currentHref())) {
      pageReload.reload();
      return;
    }
    if (!chunkFailure) console.error(error);
    setReloading(false);
  }, [chunkFailure, error]);

  if (reloading) return null;
  return (
    <StatusPage
      title={chunkFailure ? '页面加载失败' : '页面出错了'}
      text={chunkFailure ? '网络不稳定，页面没有加载完成，请检查网络后重试。' : '页面遇到问题，请重试。'}
      onRetry={() => pageReload.reload()}
    />
  );
}
