import { cancelFormRules, normaliseCancelForm } from '@bluecat/rules/cancel/cancel-form';
import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { useLoad } from '@bluecat/ui/use-load';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { useVerifiedApplication } from '../../lib/face-auth/use-verified-application.ts';
import { VerifiedApplicationForm } from '../../lib/face-auth/verified-application-form.tsx';
import { ChoiceField, SelectField, TextField } from '../../lib/form/form-fields.tsx';
import { loadCall } from '../../lib/load-call.ts';
import {
  accountFormBody,
  CANCEL_FORM_DRAFT,
  CANCEL_START_DRAFT,
  EMPTY_CANCEL_DRAFT,
} from './cancel-draft.ts';
import './cancel.css';
import * as calls from '@bluecat/api/calls';

const REFUND_CHOICES = [
  { value: '1', label: '不退费' },
  { value: '2', label: '退费' },
] as const;

/**
 * /cancelForm 销户申请 (product.md › 销户): reached after the CLOSE_ACCONT check passed. The draft keeps every
 * field but the service password across a reload, the provider round trip and a failed submit; back asks
 * first. ACCOUNT_FORM → /auditCabcel, or the cancel-fail page with the server's reason.
 */
export default function CancelFormPage() {
  const application = useVerifiedApplication({
    verification: { type: 'closeAccount', startPath: paths.cancel, startDraft: CANCEL_START_DRAFT },
    flow: 'cancel',
    draftKey: CANCEL_FORM_DRAFT,
    emptyDraft: EMPTY_CANCEL_DRAFT,
    leaveMessage: '确定退出销户申请吗？',
    formOf: (fields, password) => normaliseCancelForm({ ...fields, phonePassword: password }),
    rules: cancelFormRules,
    send: (form, bizNo) => api.call(calls.ACCOUNT_FORM, accountFormBody(form, bizNo)),
    auditPath: paths.auditCabcel,
    failPath: paths.cancelFail,
  });
  const { draft, update } = application;
  const refund = draft.refund === '2';
  const banks = useLoad(
    async (signal) => (refund ? (await loadCall(calls.accountBank, {}, signal)).list : []),
    [refund],
    '银行列表加载失败',
  );

  return (
    <VerifiedApplicationForm title="销户申请" subject="拆机" application={application}>
      <TextField
        label="备用手机号"
        type="tel"
        compact={ENTRY.phone}
        value={draft.sparePhone}
        onChange={(value) => update('sparePhone', value)}
        placeholder="请输入备用手机号"
        hint="审核期间用于联系您"
      />
      <ChoiceField
        legend="是否退费"
        value={draft.refund}
        onChange={(value) => update('refund', value)}
        choices={REFUND_CHOICES}
      />
      {refund && (
        <>
          {banks.status === 'error' ? (
            <div className="bc-field">
              <p className="cancel__bank-error" role="alert">
                {banks.error}
                <button type="button" className="cancel__retry" onClick={banks.reload}>
                  重试
                </button>
              </p>
            </div>
          ) : (
            <SelectField
              label="银行"
              value={draft.accountName}
              onChange={(value) => update('accountName', value)}
              placeholder={banks.status === 'loading' ? '银行列表加载中...' : '请选择银行'}
              options={withChosen(banks.data ?? [], draft.accountName)}
            />
          )}
          <TextField
            label="开户行"
            value={draft.accountBank}
            onChange={(value) => update('accountBank', value)}
            placeholder="请填写开户行"
            maxLength={MAX_LENGTH.bankName}
          />
          <TextField
            label="账号"
            compact={ENTRY.bankAccount}
            value={draft.bankCard}
            onChange={(value) => update('bankCard', value)}
            placeholder="请输入账号"
            hint="开户名须与机主姓名一致，否则无法退费"
          />
        </>
      )}
    </VerifiedApplicationForm>
  );
}

/** A bank restored from the draft stays choosable while the list is (re)loading. */
function withChosen(list: readonly string[], chosen: string): readonly string[] {
  return chosen === '' || list.includes(chosen) ? list : [chosen, ...list];
}
