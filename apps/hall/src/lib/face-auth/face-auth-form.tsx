import { Button } from '@bluecat/ui/button';
import type { FormEvent, ReactNode } from 'react';
import { FACE_AUTH_MESSAGES } from './messages.ts';
import type { FaceAuth } from './use-face-auth.ts';
import './face-auth.css';

export interface FaceAuthIntroProps {
  /** The section's accessible name. */
  label: string;
  lead: string;
  children: ReactNode;
}

/** What the service is and how it goes, on the brand card above a face-verification form. */
export function FaceAuthIntro({ label, lead, children }: FaceAuthIntroProps) {
  return (
    <section className="face-auth-intro" aria-label={label}>
      <p className="face-auth-intro__lead">{lead}</p>
      {children}
    </section>
  );
}

export interface FaceAuthFormProps {
  /** The form's accessible name. */
  label: string;
  auth: FaceAuth;
  submitText: string;
  /** What the verification is for, under the fields. */
  note?: ReactNode;
  children: ReactNode;
}

/**
 * The form that starts a face verification: its fields, a note and the button. The button waits while a
 * start or a returning check runs, and says so during the check.
 */
export function FaceAuthForm({ label, auth, submitText, note, children }: FaceAuthFormProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    auth.start();
  };
  const checking = auth.state.phase === 'checking';
  return (
    <form className="face-auth-form" aria-label={label} onSubmit={onSubmit} noValidate>
      <div className="face-auth-form__fields">{children}</div>
      {note && <p className="face-auth-form__note">{note}</p>}
      <Button
        className="face-auth-form__submit"
        block
        type="primary"
        nativeType="submit"
        loading={auth.busy}
        disabled={auth.busy}
      >
        {checking ? FACE_AUTH_MESSAGES.checking : submitText}
      </Button>
    </form>
  );
}
