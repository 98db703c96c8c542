import { useId } from 'react';
import './status-page.css';

export interface StatusPageProps {
  title: string;
  text: string;
  /** Shows a 重试 button; without it the page only informs. */
  onRetry?: () => void;
}

/** A whole page that stands in for one that cannot be shown: a title, why, and optionally 重试. */
export function StatusPage({ title, text, onRetry }: StatusPageProps) {
  const titleId = useId();
  return (
    <main className="bc-status-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="bc-status-page-title">
        {title}
      </h1>
      <p className="bc-status-page-text">{text}</p>
      {onRetry && (
        <button type="button" className="bc-status-page-button" onClick={onRetry}>
          重试
        </button>
      )}
    </main>
  );
}
