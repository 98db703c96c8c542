import { Redirect } from '@bluecat/ui/redirect';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { clearAgentSession } from '../../lib/agent-session.ts';
import { agentSessionAtom } from '../../lib/session-view.ts';
import { HomeFrame } from './home-frame.tsx';
import { PersonalInfo } from './personal-info.tsx';
import './home-page.css';

/** /OpenCardMessage: the signed-in agent's home. */
export default function HomePage() {
  const session = useAtomValue(agentSessionAtom);
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useState(false);

  if (!session) return <Redirect to={paths.login} />;
  const { user } = session;

  function logout() {
    clearAgentSession();
    navigate(paths.login, { replace: true });
  }

  return (
    <HomeFrame
      who={{ name: user.workName, workNo: user.workNo }}
      onInfo={() => setInfoOpen(true)}
      onLogout={logout}
    >
      {infoOpen && <PersonalInfo user={user} onClose={() => setInfoOpen(false)} />}
    </HomeFrame>
  );
}
