import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, PAGE_LOAD_FAILED } from './chunk-retry.ts';
import { report } from './field-reports/queue.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { StatusPage } from './status-page.tsx';

/**
 * The release check (new-release.ts), which no first screen needs, is in the file each app's entry loads
 * just after its first screen (chunk "after-first-screen", named alike there: one file, not two), while
 * this release's files are still on the host; so it is at hand when a later page file fails. Where it
 * could not be loaded, the page says 页面加载失败 as for any failed file.
 */
const releaseCheck = () => import(/* webpackChunkName: "after-first-screen" */ './new-release.ts');

/** The page reload the 重试 button makes; tests replace it. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/**
 * Error boundary of every page. A page file (a route's, or a step's inside a page) reaches it only after
 * the build's retries of the same URL have all failed (see chunk-retry.ts). It first asks the host which
 * release it serves: a newer one means the file is gone for good, and the page reloads its address once
 * into that release (new-release.ts): after a route change the address is already the one the user was
 * going to. Otherwise it says 页面加载失败 and 重试 reloads the address. Any other failure is logged and
 * offers 重试 too.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  const [explained, setExplained] = useState(!chunkFailure);

  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    if (!chunkFailure) {
      console.error(error);
      report('error-page', {
        title: '页面出错了',
        message,
        stack: error instanceof Error ? error.stack : undefined,
      });
      return;
    }
    // A page or style file that failed after every retry; what came of it follows (a reload into the
    // new release, sent as the page goes, or 页面加载失败).
    void releaseCheck()
      .then(
        ({ releaseToReloadInto }) => releaseToReloadInto(),
        () => null,
      )
      .then((release) => {
        report('chunk', { message, outcome: release ? 'new-release' : 'failed' });
        if (release) pageReload.reload();
        else {
          report('error-page', { title: '页面加载失败', message });
          setExplained(true);
        }
      });
  }, [chunkFailure, error]);

  if (!explained) return <PageSkeleton />;
  return (
    <StatusPage
      title={chunkFailure ? PAGE_LOAD_FAILED.title : '页面出错了'}
      text={chunkFailure ? PAGE_LOAD_FAILED.text : '页面遇到问题，请重试。'}
      onRetry={() => pageReload.reload()}
    />
  );
}
