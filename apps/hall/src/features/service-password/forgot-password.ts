import { MAX_LENGTH } from '@bluecat/rules/limits';

/** The 忘记原密码 form, named as the face-verification start sends it (000 §5 set password: ID, name, mobile). */
export interface ForgotPasswordForm {
  name: string;
  idCard: string;
  mobilePhone: string;
}

/** Kept in the tab across the round trip to the provider; /newPassword reads it for the result check. */
export const FORGOT_PASSWORD_DRAFT = 'forgot-password';

/** ID characters as typed: digits, and X as the check character, upper-cased as printed. */
export function idCardInput(value: string): string {
  return value
    .replace(/[^\dXx]/g, '')
    .toUpperCase()
    .slice(0, MAX_LENGTH.idCard);
}
