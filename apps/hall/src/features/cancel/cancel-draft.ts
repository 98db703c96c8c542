import type { CancelForm } from '@bluecat/rules/cancel/cancel-form';
import type { IdentityEntry } from '../../lib/face-auth/identity-start-page.tsx';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';

/** /cancel start form: what CLOSE_ACCONT needs (product.md › 销户: ID, name and mobile). */
export const CANCEL_START_DRAFT = HALL_DRAFTS.cancelStart;
export const CANCEL_START_ENTRIES: readonly IdentityEntry[] = [
  { input: 'mobile', field: 'mobilePhone' },
  { input: 'idCard', field: 'idCard' },
  { input: 'name', field: 'name' },
];

/**
 * The 销户申请 draft: every field but the service password, which lives in memory only, plus the biz_no
 * of the passed check it belongs to.
 */
export type CancelDraft = Omit<CancelForm, 'phonePassword'> & { biz_no: string };

export const CANCEL_FORM_DRAFT = HALL_DRAFTS.cancelForm;
export const EMPTY_CANCEL_DRAFT: CancelDraft = {
  biz_no: '',
  reason: '',
  mobilePhone: '',
  sparePhone: '',
  refund: '',
  accountName: '',
  accountBank: '',
  bankCard: '',
};

export function accountFormBody(form: CancelForm, bizNo: string) {
  const refund = form.refund === '2';
  return {
    biz_no: bizNo,
    reason: form.reason.trim(),
    mobilePhone: form.mobilePhone,
    phonePassword: form.phonePassword,
    sparePhone: form.sparePhone,
    accountName: refund ? form.accountName : '',
    accountBank: refund ? form.accountBank : '',
    bankCard: refund ? form.bankCard : '',
  };
}
