/** A comment's like state: myLike and total_good. */
export interface LikeState {
  liked: boolean;
  likes: number;
}

/**
 * product.md › 吐槽专区: a tap toggles myLike and moves total_good by one at once, before the server answers. The count
 * never goes below 0 (a stale count must not show -1).
 */
export function toggleLike(state: LikeState): LikeState {
  return state.liked
    ? { liked: false, likes: Math.max(0, state.likes - 1) }
    : { liked: true, likes: state.likes + 1 };
}

/** The myLike call's `state`: the new state, 1 like, 0 unlike. */
export function likeCallState(next: LikeState): 0 | 1 {
  return next.liked ? 1 : 0;
}

/**
 * Puts `state` on the comment `id` of a list, leaving every other comment (and the list itself, when
 * nothing changes) as it was. Used for the optimistic toggle and, with the state before the tap, for the
 * rollback when the call fails.
 */
export function withLike<T extends LikeState & { id: number }>(
  list: readonly T[],
  id: number,
  state: LikeState,
): T[] {
  let changed = false;
  const next = list.map((item) => {
    if (item.id !== id || (item.liked === state.liked && item.likes === state.likes)) return item;
    changed = true;
    return { ...item, liked: state.liked, likes: state.likes };
  });
  return changed ? next : (list as T[]);
}
