import { PageError } from '@bluecat/ui/page-state';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { claimChunkRetry, isChunkLoadError } from './chunk-retry.ts';

export interface RouteErrorProps {
  /** Loads the current address again; injected by tests. */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/** What a route shows when its code or its loader fails. */
export function RouteError({ reload = reloadPage }: RouteErrorProps) {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const [showRetry, setShowRetry] = useState(!chunkFailed);

  useEffect(() => {
    if (!chunkFailed) return;
    if (claimChunkRetry(window.location.href)) reload();
    else setShowRetry(true);
  }, [chunkFailed, reload]);

  if (!showRetry) return null;
  return (
    <main className="agent-route-error">
      <PageError
        message={chunkFailed ? '页面加载失败，请检查网络后重试' : '页面出错了，请重试'}
        onRetry={reload}
      />
    </main>
  );
}
