import { useEffect, useId, useRef } from 'react';

/** product.md › 吐槽专区: the success overlay stays 5 s, then the list reloads. */
export const SUCCESS_OVERLAY_MS = 5000;

/** Shown after a comment or a reply is posted; closes itself after 5 s, or at 知道了, and then `onDone` runs. */
export function SuccessOverlay({ onDone }: { onDone: () => void }) {
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    button.current?.focus();
    const timer = setTimeout(() => done.current(), SUCCESS_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="comments-overlay">
      <div className="comments-success" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <svg className="comments-success__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2 id={titleId} className="comments-success__title">
          提交成功
        </h2>
        <p className="comments-success__text">感谢您的参与，内容审核通过后将展示在留言区。</p>
        <button
          ref={button}
          type="button"
          className="comments-success__button"
          onClick={() => done.current()}
        >
          知道了
        </button>
      </div>
    </div>
  );
}
