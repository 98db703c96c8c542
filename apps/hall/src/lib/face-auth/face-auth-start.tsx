import type { ReactNode } from 'react';
import { FaceAuthForm, FaceAuthIntro } from './face-auth-form.tsx';
import { FaceAuthGate } from './face-auth-gate.tsx';
import type { FaceAuth } from './use-face-auth.ts';

export interface FaceAuthStartProps {
  auth: FaceAuth;
  /** The brand card above the form: its accessible name, its lead line and what follows it. */
  intro: { label: string; lead: string; body: ReactNode };
  /** The form's accessible name. */
  formLabel: string;
  submitText: string;
  note?: ReactNode;
  /** The screen's own fields. */
  children: ReactNode;
}

/**
 * A face-verification start screen under its header: the explanation, then the form, which the gate
 * replaces while a check's outcome (failure, retry) is on screen.
 */
export function FaceAuthStart({ auth, intro, formLabel, submitText, note, children }: FaceAuthStartProps) {
  return (
    <>
      <FaceAuthIntro label={intro.label} lead={intro.lead}>
        {intro.body}
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm label={formLabel} auth={auth} submitText={submitText} note={note}>
          {children}
        </FaceAuthForm>
      </FaceAuthGate>
    </>
  );
}
