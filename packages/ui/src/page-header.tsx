import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  title: string;
  /** Defaults to going back one step in the browser history. */
  onBack?: () => void;
  /** Optional content on the right (a link, an icon button). */
  right?: ReactNode;
  className?: string;
}

/**
 * Shared page header: back arrow, centred title, optional right slot. Its own markup and styles: the header
 * is on nearly every screen, so it costs no component library code before the screen can draw.
 */
export function PageHeader({ title, onBack, right, className }: PageHeaderProps) {
  const back = onBack ?? (() => window.history.back());
  return (
    <header className={className ? `bc-page-header ${className}` : 'bc-page-header'}>
      <div className="bc-page-header-bar">
        <div className="bc-page-header-side">
          <button type="button" className="bc-page-header-back" aria-label="返回" onClick={back}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M15.5 4.5 8 12l7.5 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        <div className="bc-page-header-center">
          <h1 className="bc-page-header-title">{title}</h1>
        </div>
        <div className="bc-page-header-side bc-page-header-side--right">{right}</div>
      </div>
    </header>
  );
}
