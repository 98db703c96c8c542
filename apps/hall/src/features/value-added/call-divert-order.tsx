import { clearDraft } from '@bluecat/ui/drafts';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageSkeleton } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { endFlow } from '../../lib/hall-drafts.ts';
import {
  CALL_DIVERT_DRAFT,
  CALL_DIVERT_PASS,
  EMPTY_CALL_DIVERT,
  isCallDivertCheckWaiting,
  isPassValid,
  NO_PASS,
} from './call-divert-state.ts';
import { PackageList } from './package-list.tsx';
import { divertPackagesQuery } from './route-calls.ts';
import './value-added.css';

/**
 * /calldivertOrder 订购呼转 (product.md › 来电增值业务): the face-verification provider returns here. The
 * result is checked; a pass shows the type-3 packages to order or cancel. Opened without a pass (or after
 * a failed check) it goes back to the form at /callDivert.
 */
export default function CallDivertOrder() {
  const navigate = useNavigate();
  const [form] = usePersistedState(CALL_DIVERT_DRAFT, EMPTY_CALL_DIVERT);
  const [pass, setPass] = usePersistedState(CALL_DIVERT_PASS, NO_PASS);
  const [waiting] = useState(isCallDivertCheckWaiting);
  const auth = useFaceAuth({
    type: 'callDivert',
    form,
    onPassed: (bizNo) => {
      setPass({ bizNo, at: Date.now() });
      // The ID digits and name were for the check only.
      clearDraft(CALL_DIVERT_DRAFT);
    },
  });
  const checked = useRef(false);
  if (auth.state.phase !== 'idle') checked.current = true;

  const back = () => navigate(paths.callDivert, { replace: true });
  const header = <PageHeader title="订购呼转" onBack={back} />;

  if (isPassValid(pass) && auth.state.phase !== 'checking')
    return (
      <>
        {header}
        <main className="va-page">
          <p className="va-intro">将来电转移到您指定的号码，资费按月从话费余额中扣除。</p>
          {/* Ordered or cancelled: the pass has served, the next change verifies again. */}
          <PackageList type={3} query={divertPackagesQuery} onDone={() => endFlow('callDivert')} />
        </main>
      </>
    );
  if (auth.state.phase === 'idle' && (!waiting || checked.current)) return <Redirect to={paths.callDivert} />;
  return (
    <>
      {header}
      <FaceAuthGate auth={{ ...auth, backToForm: back }}>
        <PageSkeleton />
      </FaceAuthGate>
    </>
  );
}
