import { describe, expect, it } from 'vitest';
import { likeCallState, toggleLike, withLike } from './like-toggle.ts';

describe('toggleLike', () => {
  it.each([
    [{ liked: false, likes: 3 }, { liked: true, likes: 4 }, 1],
    [{ liked: true, likes: 12 }, { liked: false, likes: 11 }, 0],
    [{ liked: false, likes: 0 }, { liked: true, likes: 1 }, 1],
    [{ liked: true, likes: 0 }, { liked: false, likes: 0 }, 0],
  ])('%j → %j, sent as state %i', (before, after, state) => {
    const next = toggleLike(before);
    expect(next).toEqual(after);
    expect(likeCallState(next)).toBe(state);
  });

  it('two toggles bring the state back', () => {
    const start = { liked: false, likes: 7 };
    expect(toggleLike(toggleLike(start))).toEqual(start);
  });
});

describe('withLike', () => {
  const list = [
    { id: 1, liked: true, likes: 12, name: 'a' },
    { id: 2, liked: false, likes: 3, name: 'b' },
  ];

  it('changes only the comment named', () => {
    const next = withLike(list, 2, { liked: true, likes: 4 });
    expect(next).toEqual([list[0], { id: 2, liked: true, likes: 4, name: 'b' }]);
    expect(next[0]).toBe(list[0]);
  });

  it('rolls back to the state before the tap when the call fails', () => {
    const before = { liked: false, likes: 3 };
    const optimistic = withLike(list, 2, toggleLike(before));
    expect(withLike(optimistic, 2, before)).toEqual(list);
  });

  it('returns the same list when nothing changes or the id is unknown', () => {
    expect(withLike(list, 9, { liked: true, likes: 1 })).toBe(list);
    expect(withLike(list, 1, { liked: true, likes: 12 })).toBe(list);
  });
});
