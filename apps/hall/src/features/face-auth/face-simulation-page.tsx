import { readStored } from '@bluecat/api/storage';
import { PageHeader } from '@bluecat/ui/page-header';
import { useCountdown } from '@bluecat/ui/use-countdown';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthPanel } from '../../lib/face-auth/face-auth-gate.tsx';
import { FACE_AUTH_FLOWS, isFaceAuthType } from '../../lib/face-auth/flows.ts';
import '../../lib/face-auth/face-auth.css';

/** product.md › 人脸核验: the simulated verification hands back after 3 s. */
export const SIMULATION_SECONDS = 3;

/**
 * /faceSimulation 人脸核验模拟 (product.md › 人脸核验): stands in for the provider where none is connected (the mock may
 * answer a start with this page). It counts down 3 s, then continues the flow as the provider would: to
 * the return route of the verification that was started, whose page then asks for the result.
 */
export default function FaceSimulationPage() {
  const navigate = useNavigate();
  const countdown = useCountdown(SIMULATION_SECONDS);
  const target = useMemo(() => {
    const type = readStored('authType');
    return isFaceAuthType(type) ? FACE_AUTH_FLOWS[type].returnPath : paths.home;
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    countdown.start();
  }, [countdown]);

  // Ran and ran out: the verification is "done".
  const ran = useRef(false);
  useEffect(() => {
    if (countdown.running) ran.current = true;
    else if (ran.current) navigate(target, { replace: true });
  }, [countdown.running, navigate, target]);

  return (
    <div className="face-auth-page">
      <PageHeader title="人脸核验" />
      <FaceAuthPanel
        title="人脸核验模拟"
        text={<span aria-live="polite">{`核验中，${Math.max(countdown.remaining, 0)}秒后自动返回`}</span>}
      />
    </div>
  );
}
