import { type ReactNode, useId } from 'react';
import './result-panel.css';

export interface ResultPanelProps {
  outcome: 'success' | 'fail';
  title: string;
  text: string;
  children: ReactNode;
}

/**
 * The outcome of a short step inside a page (a bind, a password change) on a white card: a mark, what
 * happened, and the ways on. A whole-page end of a flow is OutcomePage.
 */
export function ResultPanel({ outcome, title, text, children }: ResultPanelProps) {
  const titleId = useId();
  return (
    <section className="result-panel" aria-labelledby={titleId}>
      <svg className="result-panel__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill={outcome === 'success' ? '#e9f7ef' : '#fff1ef'} />
        {outcome === 'success' ? (
          <path d="m20 33 8 8 16-17" fill="none" stroke="#07a35a" strokeWidth="5" strokeLinecap="round" />
        ) : (
          <path d="m23 23 18 18m0-18L23 41" stroke="#e5483a" strokeWidth="5" strokeLinecap="round" />
        )}
      </svg>
      <h2 id={titleId} className="result-panel__title">
        {title}
      </h2>
      <p className="result-panel__text">{text}</p>
      <div className="result-panel__actions">{children}</div>
    </section>
  );
}
