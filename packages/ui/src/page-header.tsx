import '@nutui/nutui-react/dist/es/packages/navbar/style/css';
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
 * Shared page header: back arrow, centred title, optional right slot. NutUI's NavBar markup and
 * stylesheet, without its component code: the header is on nearly every screen, and that code (with
 * NutUI's shared configuration module) was a request of its own before the screen could draw.
 */
export function PageHeader({ title, onBack, right, className }: PageHeaderProps) {
  const back = onBack ?? (() => window.history.back());
  return (
    <header className={className ? `bc-page-header ${className}` : 'bc-page-header'}>
      <div className="nut-navbar nut-navbar-title-wrapper">
        <div className="nut-navbar-left nut-navbar-left-maxwidth">
          {/* A real button (NutUI's own back area is a div): reachable by keyboard and named for screen readers. */}
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
        <div className="nut-navbar-title nut-navbar-title-center">
          <h1 className="bc-page-header-title">{title}</h1>
        </div>
        <div className="nut-navbar-right nut-navbar-right-maxwidth">{right}</div>
      </div>
    </header>
  );
}
