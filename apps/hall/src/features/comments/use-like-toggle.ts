import * as calls from '@bluecat/api/calls';
import { useCallback, useRef } from 'react';
import { api } from '../../lib/api.ts';
import { type LikeState, likeCallState, toggleLike } from './like-toggle.ts';

/**
 * The like button's tap: the count moves at once, myLike is sent, and a refused or failed call puts the
 * state back (the gateway has shown why). While one comment's call is out, its further taps wait.
 */
export function useLikeToggle(apply: (id: number, state: LikeState) => void) {
  const pending = useRef(new Set<number>());
  return useCallback(
    async (comment: LikeState & { id: number }) => {
      if (pending.current.has(comment.id)) return;
      pending.current.add(comment.id);
      const before: LikeState = { liked: comment.liked, likes: comment.likes };
      const next = toggleLike(before);
      apply(comment.id, next);
      try {
        const answer = await api.call(calls.myLike, { id: comment.id, state: likeCallState(next) });
        if (!answer.ok) apply(comment.id, before);
      } catch {
        apply(comment.id, before);
      } finally {
        pending.current.delete(comment.id);
      }
    },
    [apply],
  );
}
