import { confirm } from '@bluecat/ui/overlays';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The exit confirmation of a form with a back button (001 §2, §4): the header's back asks `message`
 * first, then goes back one step (or to `fallback` when the form was the first page of the visit).
 */
export function useConfirmBack(message: string, fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void confirm({ title: '提示', message, confirmText: '确定', cancelText: '取消' }).then((leave) => {
      if (!leave) return;
      if (
        window.history.state &&
        typeof window.history.state.idx === 'number' &&
        window.history.state.idx > 0
      )
        navigate(-1);
      else navigate(fallback, { replace: true });
    });
  }, [message, fallback, navigate]);
}
