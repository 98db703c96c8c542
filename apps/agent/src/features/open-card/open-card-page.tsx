import { Redirect } from '@bluecat/ui/redirect';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { agentSessionAtom } from '../../lib/session-view.ts';
import { OpenCardWizard } from './open-card-wizard.tsx';
import { agentOfSession } from './scan-link.ts';

/** /OpenCard: the wizard for the signed-in agent (the route checks the session before loading this). */
export default function OpenCardPage() {
  const session = useAtomValue(agentSessionAtom);
  const navigate = useNavigate();
  const agent = useMemo(() => (session ? agentOfSession(session) : null), [session]);
  if (!agent) return <Redirect to={paths.login} />;
  return (
    <OpenCardWizard
      variant="main"
      agent={agent}
      title="开卡"
      onLeave={() => navigate(paths.openCardMessage)}
    />
  );
}
