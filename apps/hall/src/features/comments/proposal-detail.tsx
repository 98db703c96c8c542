import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { loadCall } from '../../lib/load-call.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { CommentCard, ReplyLine } from './comment-card.tsx';
import {
  type Comment,
  hasMore,
  PAGE_SIZE,
  parseReplyDetails,
  parseReplyPage,
  type Reply,
} from './comment-data.ts';
import type { LikeState } from './like-toggle.ts';
import { LoadMore } from './load-more.tsx';
import { PostOverlays, usePostOverlays } from './post-overlays.tsx';
import { replyDetailsQuery } from './route-calls.ts';
import { useLikeToggle } from './use-like-toggle.ts';
import './comments.css';
import * as calls from '@bluecat/api/calls';

interface Thread {
  status: 'loading' | 'error' | 'success';
  error: string | null;
  comment: Comment | null;
  replies: Reply[];
  page: number;
  totalPage: number;
  more: 'idle' | 'loading' | 'error' | 'done';
}

const START: Thread = {
  status: 'loading',
  error: null,
  comment: null,
  replies: [],
  page: 0,
  totalPage: 0,
  more: 'done',
};

function appendReplies(list: Reply[], next: Reply[]): Reply[] {
  const seen = new Set(list.map((reply) => reply.id));
  return [...list, ...next.filter((reply) => !seen.has(reply.id))];
}

/**
 * The comment with its replies: replyDetails gives the comment and the first 15 replies; `more` gives the
 * following pages while total_page > page (the contract's decision; product.md › 吐槽专区 names only replyDetails).
 */
function useThread(id: number) {
  // The first page, as the route started it for the address's id (route-calls.ts); 重试 asks again.
  const loadFirst = useRouteLoad(replyDetailsQuery);
  const [thread, setThread] = useState<Thread>(START);
  const [round, setRound] = useState(0);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload.
  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    setThread(START);
    loadFirst(controller.signal)
      .then(parseReplyDetails)
      .then(
        ({ comment, totalPage }) => {
          if (generation.current !== current) return;
          const paging = { page: 1, totalPage };
          setThread({
            status: 'success',
            error: null,
            comment,
            replies: comment.replies,
            ...paging,
            more: hasMore(paging) ? 'idle' : 'done',
          });
        },
        (error: unknown) => {
          if (generation.current !== current || controller.signal.aborted) return;
          const message = error instanceof Error && error.message ? error.message : '加载失败';
          setThread({ ...START, status: 'error', error: message });
        },
      );
    return () => controller.abort();
  }, [loadFirst, round]);

  const loadMore = useCallback(() => {
    const now = threadRef.current;
    if (now.status !== 'success' || (now.more !== 'idle' && now.more !== 'error')) return;
    const current = generation.current;
    const page = now.page + 1;
    setThread((state) => ({ ...state, more: 'loading' }));
    loadCall(calls.more, { id, page, page_size: PAGE_SIZE })
      .then(parseReplyPage)
      .then(
        (answer) => {
          if (generation.current !== current) return;
          const paging = { page, totalPage: answer.totalPage };
          setThread((state) => ({
            ...state,
            replies: appendReplies(state.replies, answer.replies),
            ...paging,
            more: hasMore(paging) ? 'idle' : 'done',
          }));
        },
        () => {
          if (generation.current === current) setThread((state) => ({ ...state, more: 'error' }));
        },
      );
  }, [id]);

  const applyLike = useCallback((_id: number, like: LikeState) => {
    setThread((state) => (state.comment ? { ...state, comment: { ...state.comment, ...like } } : state));
  }, []);

  return { thread, loadMore, reload: useCallback(() => setRound((value) => value + 1), []), applyLike };
}

function Detail({ id }: { id: number }) {
  const { thread, loadMore, reload, applyLike } = useThread(id);
  const like = useLikeToggle(applyLike);
  const post = usePostOverlays();

  if (thread.status === 'loading') return <PageSkeleton rows={5} />;
  if (thread.status === 'error' || !thread.comment)
    return <PageError message={thread.error ?? undefined} onRetry={reload} />;
  const comment = thread.comment;

  return (
    <>
      <CommentCard
        comment={comment}
        inlineReplies={false}
        onLike={(target) => void like(target)}
        onReply={post.setReplyTo}
      />
      <section className="comments-thread" aria-label="全部回复">
        <h2 className="comments-thread__title">全部回复</h2>
        {thread.replies.length === 0 ? (
          <PageEmpty text="暂无回复" />
        ) : (
          <>
            <ul className="comments-replies comments-replies--thread">
              {thread.replies.map((reply) => (
                <ReplyLine
                  key={reply.id}
                  reply={reply}
                  onReply={() =>
                    post.setReplyTo({ commentId: comment.id, replyId: reply.id, name: reply.name })
                  }
                />
              ))}
            </ul>
            <LoadMore state={thread.more} onMore={loadMore} />
          </>
        )}
      </section>
      <PostOverlays {...post} reload={reload} />
    </>
  );
}

/** /proposalDetail?id={id} 留言详情 (product.md › 吐槽专区): a comment with all its replies, paged by 15. */
export default function ProposalDetail() {
  const raw = useUrlSearchParams()[0].get('id') ?? '';
  const id = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  return (
    <div className="comments">
      <PageHeader title="留言详情" />
      <main className="comments-detail">
        {id > 0 ? (
          <Detail key={id} id={id} />
        ) : (
          <PageEmpty text="未找到该留言">
            <AppLink className="comments-link" to={paths.message}>
              去留言区看看
            </AppLink>
          </PageEmpty>
        )}
      </main>
    </div>
  );
}
