import { Redirect } from '@bluecat/ui/redirect';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { agentSessionAtom, signOutAtom } from '../../lib/agent-session.ts';
import { PersonalInfo } from './personal-info.tsx';
import './home-page.css';

/** /OpenCardMessage: the signed-in agent's home. */
export default function HomePage() {
  const session = useAtomValue(agentSessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useState(false);

  if (!session) return <Redirect to={paths.login} />;
  const { user } = session;

  function logout() {
    signOut();
    navigate(paths.login, { replace: true });
  }

  return (
    <main className="agent-home">
      <header className="agent-home-header">
        <span className="agent-home-avatar" aria-hidden="true">
          {user.workName.slice(0, 1)}
        </span>
        <div className="agent-home-who">
          <h1 className="agent-home-name">{user.workName}</h1>
          <p className="agent-home-work-no">工号：{user.workNo}</p>
        </div>
      </header>

      <nav className="agent-home-tiles" aria-label="业务">
        <Link className="agent-home-tile" to={paths.openCard}>
          <CardIcon />
          <span>开卡</span>
        </Link>
        <button
          type="button"
          className="agent-home-tile"
          aria-haspopup="dialog"
          onClick={() => setInfoOpen(true)}
        >
          <PersonIcon />
          <span>个人信息</span>
        </button>
      </nav>

      {/* A plain button, drawn as NutUI's outline one: it is never disabled nor loading, and NutUI's button
          (its script and 21 KB of styles inside the page) would be the only NutUI part of this screen. */}
      <button type="button" className="agent-home-logout" onClick={logout}>
        退出登录
      </button>

      {infoOpen && <PersonalInfo user={user} onClose={() => setInfoOpen(false)} />}
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
