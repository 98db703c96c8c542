import { commentRules } from '@bluecat/rules/comments/comment';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { Tabs } from '@bluecat/ui/tabs';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CommentCard } from './comment-card.tsx';
import { LoadMore } from './load-more.tsx';
import { PostOverlays, usePostOverlays } from './post-overlays.tsx';
import { type CommentTab, useCommentFeed } from './use-comment-feed.ts';
import { useLikeToggle } from './use-like-toggle.ts';
import './comments.css';
import * as calls from '@bluecat/api/calls';

/** sessionStorage draft: a comment being written survives a refused post and a reload. */
export const COMMENT_DRAFT: HallFormDraft = 'comment';
/** The spec sets no limit; 200 characters keep a comment readable in the list. */
export const COMMENT_MAX = 200;

const TABS = [
  { value: 0, label: '全部' },
  { value: 1, label: '精选' },
  { value: 2, label: '我的' },
] as const satisfies readonly { value: CommentTab; label: string }[];

const EMPTY_TEXT: Record<CommentTab, string> = {
  0: '暂无留言，快来发表第一条吧',
  1: '暂无精选留言',
  2: '您还没有发表过留言',
};

function PostForm({ onPosted }: { onPosted: () => void }) {
  const fieldId = useId();
  const [draft, setDraft] = usePersistedState(COMMENT_DRAFT, { content: '' });
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validate(commentRules, draft);
    if (invalid) {
      toast(invalid.message);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await api.call(calls.sub_content, { content: draft.content.trim() });
      if (answer.ok) {
        setDraft({ content: '' });
        onPosted();
      }
    } catch {
      // Shown by the gateway; the text stays.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form className="comments-post" onSubmit={submit} noValidate>
      <label className="comments-post__label" htmlFor={fieldId}>
        我要吐槽
      </label>
      <textarea
        id={fieldId}
        className="comments-textarea"
        rows={4}
        maxLength={COMMENT_MAX}
        value={draft.content}
        placeholder="说说您对蓝猫移动的意见和建议"
        onChange={(event) => setDraft({ content: event.target.value })}
      />
      <div className="comments-post__foot">
        <span className="comments-post__count">
          {draft.content.length}/{COMMENT_MAX}
        </span>
        <Button nativeType="submit" type="primary" size="small" loading={busy} disabled={busy}>
          发表
        </Button>
      </div>
    </form>
  );
}

/**
 * /message 留言区 (product.md › 吐槽专区): banners, the comment box (sub_content), tabs 全部 / 精选 / 我的 of
 * comment_list with paging near the bottom, likes, replies, and the 5 s success overlay before the list reloads.
 */
export default function MessagePage() {
  const [tab, setTab] = useState<CommentTab>(0);
  const { feed, loadMore, reload, applyLike } = useCommentFeed(tab);
  const like = useLikeToggle(applyLike);
  const post = usePostOverlays();

  return (
    <div className="comments">
      <PageHeader title="留言区" />
      <main>
        {/* The banners start turning once the comments, what the page is for, have been drawn. */}
        <BannerCarousel turn={feed.status !== 'loading'} />
        <PostForm onPosted={() => post.setPosted(true)} />
        <Tabs
          label="留言分类"
          tabs={TABS}
          value={tab}
          onChange={setTab}
          sticky
          panelClassName="comments-panel"
        >
          {feed.status === 'loading' ? (
            <PageSkeleton rows={4} />
          ) : feed.status === 'error' ? (
            <PageError message={feed.error ?? undefined} onRetry={reload} />
          ) : feed.comments.length === 0 ? (
            <PageEmpty text={EMPTY_TEXT[tab]} />
          ) : (
            <>
              {feed.comments.map((comment) => (
                <CommentCard
                  key={comment.id}
                  comment={comment}
                  onLike={(target) => void like(target)}
                  onReply={post.setReplyTo}
                />
              ))}
              <LoadMore state={feed.more} onMore={loadMore} />
            </>
          )}
        </Tabs>
      </main>
      <PostOverlays {...post} reload={reload} />
    </div>
  );
}
