import { AppLink } from '@bluecat/ui/app-link';
import { FallbackImage } from '@bluecat/ui/fallback-image';
import { useId } from 'react';
import { paths } from '../../config/paths.ts';
import { type Comment, INLINE_REPLIES, proposalDetailHref, type Reply } from './comment-data.ts';
import type { ReplyTarget } from './reply-box.tsx';

/** One reply line; user text is text, never HTML. */
export function ReplyLine({ reply, onReply }: { reply: Reply; onReply: () => void }) {
  return (
    <li className="comments-reply">
      <p className="comments-reply__text">
        {reply.official && <span className="comments-badge comments-badge--official">官方</span>}
        <span className="comments-reply__name">{reply.name}</span>
        {reply.replyName && (
          <>
            <span className="comments-reply__to"> 回复 </span>
            <span className="comments-reply__name">{reply.replyName}</span>
          </>
        )}
        ：{reply.content}
      </p>
      <button
        type="button"
        className="comments-link-button"
        aria-label={`回复${reply.name}`}
        onClick={onReply}
      >
        回复
      </button>
    </li>
  );
}

export interface CommentCardProps {
  comment: Comment;
  onLike: (comment: Comment) => void;
  onReply: (target: ReplyTarget) => void;
  /** In the list: the first 3 replies and 'view all N' from 3 (product.md › 吐槽专区). The detail page lists them itself. */
  inlineReplies?: boolean;
}

/** A comment: avatar, name, time, text, 精选, like, and its replies. */
export function CommentCard({ comment, onLike, onReply, inlineReplies = true }: CommentCardProps) {
  const nameId = useId();
  const shown = inlineReplies ? comment.replies.slice(0, INLINE_REPLIES) : [];
  return (
    <article className="comments-card" aria-labelledby={nameId}>
      <header className="comments-card__head">
        <FallbackImage className="comments-card__face" src={comment.face} alt="" />
        <div className="comments-card__who">
          <h2 id={nameId} className="comments-card__name">
            {comment.name}
          </h2>
          <time className="comments-card__time">{comment.time}</time>
        </div>
        {comment.selected && <span className="comments-badge comments-badge--selected">精选</span>}
      </header>
      <p className="comments-card__text">{comment.text}</p>
      <div className="comments-card__actions">
        <button
          type="button"
          className={comment.liked ? 'comments-like comments-like--on' : 'comments-like'}
          aria-pressed={comment.liked}
          aria-label={`点赞，${comment.likes}人赞过`}
          onClick={() => onLike(comment)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M7 10v11H3V10h4Zm2 11h8.6a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 19 10h-5.2l.8-4a2 2 0 0 0-3.5-1.7L9 7.6V21Z" />
          </svg>
          <span>{comment.likes}</span>
        </button>
        <button
          type="button"
          className="comments-link-button"
          aria-label={`回复${comment.name}`}
          onClick={() => onReply({ commentId: comment.id, replyId: 0, name: comment.name })}
        >
          回复
        </button>
      </div>
      {shown.length > 0 && (
        <ul className="comments-replies" aria-label="回复">
          {shown.map((reply) => (
            <ReplyLine
              key={reply.id}
              reply={reply}
              onReply={() => onReply({ commentId: comment.id, replyId: reply.id, name: reply.name })}
            />
          ))}
        </ul>
      )}
      {inlineReplies && comment.replies.length >= INLINE_REPLIES && (
        <AppLink className="comments-all-replies" to={proposalDetailHref(paths.proposalDetail, comment.id)}>
          查看全部{comment.replies.length}条回复
        </AppLink>
      )}
    </article>
  );
}
