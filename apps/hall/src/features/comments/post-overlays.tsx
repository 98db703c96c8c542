import { useState } from 'react';
import { ReplyBox, type ReplyTarget } from './reply-box.tsx';
import { SuccessOverlay } from './success-overlay.tsx';

export interface PostOverlaysProps {
  /** Whom the reply box answers; null while no reply is being written. */
  replyTo: ReplyTarget | null;
  setReplyTo: (target: ReplyTarget | null) => void;
  /** A comment or reply was just stored: the success overlay shows. */
  posted: boolean;
  setPosted: (posted: boolean) => void;
  /** Loads the list again, so what the overlay announced can be seen. */
  reload: () => void;
}

/** The state behind PostOverlays: whom a reply answers, and whether a post was just stored. */
export function usePostOverlays() {
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [posted, setPosted] = useState(false);
  return { replyTo, setReplyTo, posted, setPosted };
}

/**
 * What lies over 留言区 and 留言详情 alike: the reply box while a reply is written, then, once a post is
 * stored, the success overlay; when it closes the list loads again (product.md › 吐槽专区).
 */
export function PostOverlays({ replyTo, setReplyTo, posted, setPosted, reload }: PostOverlaysProps) {
  return (
    <>
      {replyTo && (
        <ReplyBox
          target={replyTo}
          onClose={() => setReplyTo(null)}
          onPosted={() => {
            setReplyTo(null);
            setPosted(true);
          }}
        />
      )}
      {posted && (
        <SuccessOverlay
          onDone={() => {
            setPosted(false);
            reload();
          }}
        />
      )}
    </>
  );
}
