import { readStored } from '@bluecat/api/storage';
import type { FaceAuthForm } from '@bluecat/rules/face-auth/face-auth';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FaceAuthType } from './flows.ts';
import { type FaceAuth, useFaceAuth } from './use-face-auth.ts';

export interface UseVerifiedFormOptions {
  type: FaceAuthType;
  /** The start page of the business: where a failed check or a form opened without one goes. */
  startPath: string;
  /** The biz_no of the passed check this form belongs to, as the form's draft keeps it; '' for none. */
  bizNo: string;
  /** A check passed (here, or on the start page which handed its biz_no over): keep it in the draft. */
  onVerified: (bizNo: string) => void;
  /** The start form, for the commitment-video QR code a -106 result asks for. */
  startForm: Partial<FaceAuthForm>;
}

/** What the start page hands to the form in the history entry once the check passed there. */
export interface VerifiedState {
  bizNo: string;
}

function verifiedBizNoOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { bizNo } = state as Record<string, unknown>;
  return typeof bizNo === 'string' && bizNo !== '' ? bizNo : null;
}

/**
 * The form behind a face verification (product.md › 人脸核验: its return targets and identity flows). The provider
 * returns here, so the waiting result is checked here with the one mechanism (useFaceAuth); the start
 * page may also have checked it and handed the biz_no over in the history entry. A failed check goes back
 * to the start page, and so does a form opened with no passed check at all.
 */
export function useVerifiedForm({
  type,
  startPath,
  bizNo,
  onVerified,
  startForm,
}: UseVerifiedFormOptions): FaceAuth {
  const navigate = useNavigate();
  const location = useLocation();
  const handed = verifiedBizNoOf(location.state);
  const latest = useRef({ onVerified });
  latest.current = { onVerified };

  useEffect(() => {
    if (handed !== null) latest.current.onVerified(handed);
  }, [handed]);

  const auth = useFaceAuth({
    type,
    form: startForm,
    onPassed: (passed) => latest.current.onVerified(passed),
  });
  const phase = auth.state.phase;

  useEffect(() => {
    if (bizNo !== '' || handed !== null || phase !== 'idle') return;
    // A result still waiting to be asked for (the check starts in the same commit) is not a missing check.
    if (readStored('biz_no') !== null && readStored('authType') === type) return;
    navigate(startPath, { replace: true });
  }, [bizNo, handed, phase, type, startPath, navigate]);

  return auth;
}
