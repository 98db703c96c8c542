import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The header's back arrow: one step back in the app's history, or — when the page was opened straight
 * from a WeChat menu or a shared link, so there is nothing behind it — to `fallback`.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries in `idx`; 0 is the page the visit started on.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
