import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-retry.ts';
import { StatusPage } from './status-page.tsx';

/** The page reload the 重试 button makes; tests replace it. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/**
 * Error boundary of every page. A page file reaches it only after the build's retries of the same URL
 * have all failed (see chunk-retry.ts), so it says so at once; 重试 reloads the address, which also
 * fetches a new release's file names. Any other failure is logged and offers 重试 too.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);

  useEffect(() => {
    if (!chunkFailure) console.error(error);
  }, [chunkFailure, error]);

  return (
    <StatusPage
      title={chunkFailure ? '页面加载失败' : '页面出错了'}
      text={chunkFailure ? '网络不稳定，页面没有加载完成，请检查网络后重试。' : '页面遇到问题，请重试。'}
      onRetry={() => pageReload.reload()}
    />
  );
}
