import { Redirect } from '@bluecat/ui/redirect';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { agentSessionAtom, signOutAtom } from '../../lib/agent-session.ts';
import { HomeFrame } from './home-frame.tsx';
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
    <HomeFrame
      who={{ name: user.workName, workNo: user.workNo }}
      onInfo={() => setInfoOpen(true)}
      onLogout={logout}
    >
      {infoOpen && <PersonalInfo user={user} onClose={() => setInfoOpen(false)} />}
    </HomeFrame>
  );
}
