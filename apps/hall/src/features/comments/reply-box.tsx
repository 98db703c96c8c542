import * as calls from '@bluecat/api/calls';
import { Button } from '@bluecat/ui/button';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';

/** What a reply answers: the comment (others_id 0) or one of its replies. */
export interface ReplyTarget {
  commentId: number;
  /** reply_id answered; 0 for the comment itself. */
  replyId: number;
  /** Whom the reply answers, for the box's title. */
  name: string;
}

export interface ReplyBoxProps {
  target: ReplyTarget;
  onClose: () => void;
  /** The reply was stored. */
  onPosted: () => void;
}

/**
 * The reply box (sub_comment). product.md › 吐槽专区: the reply text is not validated on the page — the server decides
 * (its -100 is toasted by the gateway and the text stays in the box).
 */
export function ReplyBox({ target, onClose, onPosted }: ReplyBoxProps) {
  const titleId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => field.current?.focus(), []);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await api.call(calls.sub_comment, {
        text,
        article_id: target.commentId,
        others_id: target.replyId,
      });
      if (answer.ok) onPosted();
    } catch {
      // Shown by the gateway; the text stays for another try.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const title = `回复 ${target.name}`;
  return (
    <div className="comments-overlay comments-overlay--bottom">
      <form
        className="comments-reply-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={send}
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId} className="comments-reply-box__title">
          {title}
        </h2>
        <label className="comments-visually-hidden" htmlFor={fieldId}>
          回复内容
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="comments-textarea"
          rows={3}
          maxLength={200}
          value={text}
          placeholder="说点什么吧"
          onChange={(event) => setText(event.target.value)}
        />
        <div className="comments-reply-box__actions">
          <Button nativeType="button" fill="outline" type="primary" onClick={onClose}>
            取消
          </Button>
          <Button nativeType="submit" type="primary" loading={busy} disabled={busy}>
            发送
          </Button>
        </div>
      </form>
    </div>
  );
}
