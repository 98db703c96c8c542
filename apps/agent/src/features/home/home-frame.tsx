import { AppLink } from '@bluecat/ui/app-link';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';

export interface HomeFrameProps {
  /** The signed-in agent's name and number, beside the avatar; absent in the frame the page draws first. */
  who?: { name: string; workNo: string };
  onInfo?: () => void;
  onLogout?: () => void;
  children?: ReactNode;
}

/**
 * /OpenCardMessage's screen without the agent: the band, the tiles and 退出登录. Its own page draws it, with
 * the avatar empty, before the app starts (config/first-screen-shells/, written from this component), so
 * the dealer's home shows its tiles as soon as the document is in; the app then draws it with the agent
 * from the session. A tap on 开卡 before then is a plain link.
 */
export function HomeFrame({ who, onInfo, onLogout, children }: HomeFrameProps) {
  return (
    <main className="agent-home">
      <header className="agent-home-header">
        <span className="agent-home-avatar" aria-hidden="true">
          {who?.name.slice(0, 1)}
        </span>
        {who ? (
          <div className="agent-home-who">
            <h1 className="agent-home-name">{who.name}</h1>
            <p className="agent-home-work-no">工号：{who.workNo}</p>
          </div>
        ) : (
          // The lines the name and number will take, empty, so the tiles stay where the app draws them.
          <div className="agent-home-who" aria-hidden="true">
            <p className="agent-home-name">{'\u00a0'}</p>
            <p className="agent-home-work-no">{'\u00a0'}</p>
          </div>
        )}
      </header>

      <nav className="agent-home-tiles" aria-label="业务">
        <AppLink className="agent-home-tile" to={paths.openCard}>
          <CardIcon />
          <span>开卡</span>
        </AppLink>
        <button type="button" className="agent-home-tile" aria-haspopup="dialog" onClick={onInfo}>
          <PersonIcon />
          <span>个人信息</span>
        </button>
      </nav>

      {/* A plain button, drawn as NutUI's outline one: it is never disabled nor loading, and NutUI's button
          (its script and 21 KB of styles inside the page) would be the only NutUI part of this screen. */}
      <button type="button" className="agent-home-logout" onClick={onLogout}>
        退出登录
      </button>

      {children}
    </main>
  );
}

function CardIcon() {
  return (
    <svg className="agent-home-tile-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M14 6h15l9 9v25a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"
        fill="#e8f0ff"
        stroke="currentColor"
        strokeWidth="3"
      />
      <rect x="18" y="22" width="14" height="12" rx="2" fill="currentColor" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg className="agent-home-tile-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="17" r="8" fill="#e8f0ff" stroke="currentColor" strokeWidth="3" />
      <path
        d="M9 41c1.5-8 7.5-12 15-12s13.5 4 15 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
