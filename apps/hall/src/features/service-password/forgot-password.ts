import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
/** The 忘记原密码 form, named as the face-verification start sends it (product.md › 服务密码 set password: ID, name, mobile). */
export interface ForgotPasswordForm {
  name: string;
  idCard: string;
  mobilePhone: string;
}

/** Kept in the tab across the round trip to the provider; /newPassword reads it for the result check. */
export const FORGOT_PASSWORD_DRAFT = HALL_DRAFTS.forgotPassword;
