import * as calls from '@bluecat/api/calls';
import type { LoadStatus } from '@bluecat/ui/page-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadCall } from '../../lib/load-call.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { type Comment, hasMore, parseCommentPage } from './comment-data.ts';
import type { LikeState } from './like-toggle.ts';
import { withLike } from './like-toggle.ts';
import { type CommentTab, commentPage, firstCommentsQuery } from './route-calls.ts';

export type { CommentTab };

export interface Feed {
  status: LoadStatus;
  error: string | null;
  comments: Comment[];
  /** The last page loaded. */
  page: number;
  totalPage: number;
  more: 'idle' | 'loading' | 'error' | 'done';
}

const START: Feed = { status: 'loading', error: null, comments: [], page: 0, totalPage: 0, more: 'done' };

function moreState(paging: { page: number; totalPage: number }): Feed['more'] {
  return hasMore(paging) ? 'idle' : 'done';
}

/** Appends a page, leaving out comments already shown (a new post can shift a comment onto the next page). */
function append(list: Comment[], next: Comment[]): Comment[] {
  const seen = new Set(list.map((comment) => comment.id));
  return [...list, ...next.filter((comment) => !seen.has(comment.id))];
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : '加载失败';
}

/**
 * One tab's comments, 15 a page (product.md › 吐槽专区): the first page when the tab opens or `reload` runs, the next one
 * by `loadMore` while total_page > page. Answers for an older tab or round are dropped.
 */
export function useCommentFeed(tab: CommentTab) {
  const [feed, setFeed] = useState<Feed>(START);
  const [round, setRound] = useState(0);
  const feedRef = useRef(feed);
  feedRef.current = feed;
  /** Counts first-page loads; a page answer belongs to the load it was asked in. */
  const generation = useRef(0);
  // The tab the page opens on is the route's first call: read through its declaration, it takes the
  // answer the route's loader started.
  const loadFirstOfAll = useRouteLoad(firstCommentsQuery);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload.
  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    setFeed(START);
    const firstPage =
      tab === 0
        ? loadFirstOfAll(controller.signal)
        : loadCall(calls.comment_list, commentPage(tab, 1), controller.signal);
    firstPage.then(parseCommentPage).then(
      (answer) => {
        if (generation.current !== current) return;
        const paging = { page: 1, totalPage: answer.totalPage };
        setFeed({
          status: 'success',
          error: null,
          comments: answer.list,
          ...paging,
          more: moreState(paging),
        });
      },
      (error: unknown) => {
        if (generation.current !== current || controller.signal.aborted) return;
        setFeed({ ...START, status: 'error', error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [tab, round, loadFirstOfAll]);

  const loadMore = useCallback(() => {
    const now = feedRef.current;
    if (now.status !== 'success' || now.more === 'loading' || now.more === 'done') return;
    const current = generation.current;
    // The page asked for counts as loaded, whatever number the answer carries: a server repeating page 1
    // cannot keep the list asking forever.
    const page = now.page + 1;
    setFeed((state) => ({ ...state, more: 'loading' }));
    loadCall(calls.comment_list, commentPage(tab, page))
      .then(parseCommentPage)
      .then(
        (answer) => {
          if (generation.current !== current) return;
          setFeed((state) => {
            const paging = { page, totalPage: answer.totalPage };
            return {
              ...state,
              comments: append(state.comments, answer.list),
              ...paging,
              more: moreState(paging),
            };
          });
        },
        () => {
          if (generation.current === current) setFeed((state) => ({ ...state, more: 'error' }));
        },
      );
  }, [tab]);

  const reload = useCallback(() => setRound((value) => value + 1), []);

  const applyLike = useCallback((id: number, state: LikeState) => {
    setFeed((current) => {
      const comments = withLike(current.comments, id, state);
      return comments === current.comments ? current : { ...current, comments };
    });
  }, []);

  return { feed, loadMore, reload, applyLike };
}
