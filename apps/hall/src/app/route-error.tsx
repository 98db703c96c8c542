import { useEffect, useRef, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { claimChunkRetry, isChunkLoadError } from './chunk-retry.ts';
import './status-page.css';

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
 * address once; after that, or for any other failure, the page says so and offers 重试.
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
    <main className="status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="status-page__title">
        {chunkFailure ? '页面加载失败' : '页面出错了'}
      </h1>
      <p className="status-page__text">
        {chunkFailure ? '网络不稳定，页面没有加载完成，请检查网络后重试。' : '页面遇到问题，请重试。'}
      </p>
      <button type="button" className="status-page__button" onClick={() => pageReload.reload()}>
        重试
      </button>
    </main>
  );
}
