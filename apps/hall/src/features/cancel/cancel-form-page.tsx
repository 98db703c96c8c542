import { type CancelForm, cancelFormRules, normaliseCancelForm } from '@bluecat/rules/cancel-form';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { useLoad } from '@bluecat/ui/use-load';
import { readDraft, usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useVerifiedForm } from '../../lib/face-auth/use-verified-form.ts';
import { ChoiceField, SelectField, TextAreaField, TextField } from '../../lib/form/form-fields.tsx';
import { loadCall } from '../../lib/load-call.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import {
  accountFormBody,
  CANCEL_FORM_DRAFT,
  CANCEL_START_DRAFT,
  type CancelDraft,
  type CancelFailState,
  type CancelStart,
  EMPTY_CANCEL_DRAFT,
  EMPTY_CANCEL_START,
} from './cancel-draft.ts';
import './cancel.css';

const REFUND_CHOICES = [
  { value: '1', label: '不退费' },
  { value: '2', label: '退费' },
] as const;

/**
 * /cancelForm 销户申请 (001 §2, §5): reached after the CLOSE_ACCONT check passed. The draft keeps every
 * field but the service password across a reload, the provider round trip and a failed submit; back asks
 * first. ACCOUNT_FORM → /auditCabcel, or the cancel-fail page with the server's reason.
 */
export default function CancelFormPage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState(CANCEL_FORM_DRAFT, EMPTY_CANCEL_DRAFT);
  const [phonePassword, setPhonePassword] = useState('');
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const startForm = readDraft<CancelStart>(CANCEL_START_DRAFT) ?? EMPTY_CANCEL_START;
  const auth = useVerifiedForm({
    type: 'closeAccount',
    startPath: paths.cancel,
    bizNo: draft.biz_no,
    startForm,
    onVerified: (bizNo) =>
      setDraft((current) => (current.biz_no === bizNo ? current : { ...current, biz_no: bizNo })),
  });
  const leave = useLeaveConfirm('确定退出销户申请吗？', paths.businessHandle);
  const refund = draft.refund === '2';
  const banks = useLoad(
    async (signal) => (refund ? (await loadCall('accountBank', {}, signal)).list : []),
    [refund],
    '银行列表加载失败',
  );

  const update = <K extends keyof CancelDraft>(field: K, value: CancelDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const { biz_no: bizNo, ...fields } = draft;
    const form: CancelForm = normaliseCancelForm({ ...fields, phonePassword });
    const failure = validate(cancelFormRules, form);
    if (failure) {
      toast(failure.message);
      return;
    }
    submitting.current = true;
    setBusy(true);
    try {
      const answer = await api.call('ACCOUNT_FORM', accountFormBody(form, bizNo));
      if (answer.ok) {
        clearDraft();
        navigate(paths.auditCabcel, { replace: true });
      } else if (answer.code === -100) {
        const state: CancelFailState = { reason: answer.msg };
        navigate(paths.cancelFail, { state });
      }
      // Other codes were shown by the gateway; the form stays as typed.
    } catch {
      // The gateway has shown the transport error; everything typed, the password included, stays.
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="cancel">
      <PageHeader title="销户申请" onBack={leave.back} />
      <FaceAuthGate auth={auth}>
        {draft.biz_no === '' ? null : (
          <form aria-label="销户申请" onSubmit={submit} noValidate>
            <div className="cancel__form">
              <TextAreaField
                label="拆机原因"
                value={draft.reason}
                onChange={(value) => update('reason', value)}
                placeholder="请填写拆机原因"
                maxLength={100}
              />
              <TextField
                label="拆机号码"
                type="tel"
                inputMode="tel"
                value={draft.mobilePhone}
                onChange={(value) => update('mobilePhone', value)}
                placeholder="请填写拆机号码"
                maxLength={MAX_LENGTH.phone}
              />
              <TextField
                label="服务密码"
                type="password"
                autoComplete="off"
                value={phonePassword}
                onChange={setPhonePassword}
                placeholder="请填写服务密码"
              />
              <TextField
                label="备用手机号"
                type="tel"
                inputMode="tel"
                value={draft.sparePhone}
                onChange={(value) => update('sparePhone', value)}
                placeholder="请输入备用手机号"
                maxLength={MAX_LENGTH.phone}
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
                    inputMode="numeric"
                    value={draft.bankCard}
                    onChange={(value) => update('bankCard', value)}
                    placeholder="请输入账号"
                    hint="开户名须与机主姓名一致，否则无法退费"
                  />
                </>
              )}
            </div>
            <div className="cancel__submit">
              <Button block type="primary" nativeType="submit" loading={busy} disabled={busy}>
                提交申请
              </Button>
            </div>
          </form>
        )}
      </FaceAuthGate>
    </div>
  );
}

/** A bank restored from the draft stays choosable while the list is (re)loading. */
function withChosen(list: readonly string[], chosen: string): readonly string[] {
  return chosen === '' || list.includes(chosen) ? list : [chosen, ...list];
}
