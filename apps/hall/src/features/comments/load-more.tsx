import { useEffect, useRef } from 'react';

export interface LoadMoreProps {
  /** 'idle' with more to load, 'loading', 'error' (the last page failed) or 'done'. */
  state: 'idle' | 'loading' | 'error' | 'done';
  onMore: () => void;
}

/**
 * The end of a paged list (product.md › 吐槽专区): near the bottom the next page is asked for by itself; the same place is
 * a button for a keyboard, a screen reader, or a WebView without IntersectionObserver.
 */
export function LoadMore({ state, onMore }: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const element = button.current;
    if (state !== 'idle' || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  if (state === 'done') return <p className="comments-more comments-more--done">没有更多了</p>;
  return (
    <button
      ref={button}
      type="button"
      className="comments-more"
      disabled={state === 'loading'}
      aria-busy={state === 'loading'}
      onClick={onMore}
    >
      {state === 'loading' ? '加载中...' : state === 'error' ? '加载失败，点击重试' : '加载更多'}
    </button>
  );
}
