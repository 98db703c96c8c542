import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/drafts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';

/**
 * product.md › 服务密码: a progress check (SET_PASSWORD) guards the new-password step. The step opens once the old
 * password was checked (servicePasswordEditTest) or the face verification of 忘记原密码 passed; it is kept
 * in the tab (sessionStorage), so a reload of /newPassword stays there, and it holds no password.
 */
export const PASSWORD_STEP_KEY: HallFormDraft = 'service-password-step';

/** Decided: a passed check opens the step for ten minutes; after that the old password is asked again. */
export const PASSWORD_STEP_TTL_MS = 10 * 60 * 1000;

export type PasswordStepVia = 'oldPassword' | 'face';

export interface PasswordStep {
  via: PasswordStepVia;
  /** When the check passed, epoch milliseconds. */
  passedAt: number;
}

export function passPasswordStep(via: PasswordStepVia, now: number = Date.now()): void {
  writeDraft<PasswordStep>(PASSWORD_STEP_KEY, { via, passedAt: now });
}

export function clearPasswordStep(): void {
  clearDraft(PASSWORD_STEP_KEY);
}

/** The passed check, or null when there is none, it is malformed or it has expired. */
export function passedPasswordStep(now: number = Date.now()): PasswordStep | null {
  const stored = readDraft<Partial<PasswordStep>>(PASSWORD_STEP_KEY);
  const valid =
    stored !== null &&
    typeof stored === 'object' &&
    (stored.via === 'oldPassword' || stored.via === 'face') &&
    typeof stored.passedAt === 'number' &&
    stored.passedAt <= now &&
    now - stored.passedAt < PASSWORD_STEP_TTL_MS;
  if (!valid) {
    if (stored !== null) clearPasswordStep();
    return null;
  }
  return { via: stored.via as PasswordStepVia, passedAt: stored.passedAt as number };
}

/** How /newPassword opens: its form, the result of a face verification that has come back, or not at all. */
export type NewPasswordAccess = 'open' | 'verifying' | 'closed';

export function newPasswordAccess(step: PasswordStep | null, faceCheckWaiting: boolean): NewPasswordAccess {
  if (step) return 'open';
  return faceCheckWaiting ? 'verifying' : 'closed';
}
