import { MAX_LENGTH } from '@bluecat/rules/limits';
import { type TransferOwnerForm, transferOwnerRules } from '@bluecat/rules/transfer';
import { keepDigits, validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { idCardInput } from '../../lib/form/id-input.ts';
import { IdentityStep } from './identity-step.tsx';
import { PassedIdentity } from './passed-identity.tsx';
import { TransferField } from './transfer-field.tsx';
import { TransferHeader } from './transfer-header.tsx';
import { EMPTY_OWNER, OWNER_DRAFT, type OwnerDraft, type TransferDone } from './transfer-state.ts';
import './transfer.css';

/**
 * /transAcctSForm 过户 — 原机主 the current owner (000 §2.10): ID and name, face verification (TRANS_ACCT_S,
 * which returns here), then the application: number, service password, reason, contact and the new owner.
 */
export default function OwnerFormPage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState<OwnerDraft>(OWNER_DRAFT, EMPTY_OWNER);
  // A secret: not written to the tab's storage with the draft.
  const [password, setPassword] = useState('');
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<OwnerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  /** Anything typed, or a passed check: leaving asks first. */
  const halfFilled =
    draft.bizNo !== '' ||
    password !== '' ||
    [
      draft.idCard,
      draft.name,
      draft.mobilePhone,
      draft.reason,
      draft.sparePhone,
      draft.newOwnerName,
      draft.newOwnerIdCard,
    ].some((value) => value !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const form: TransferOwnerForm = {
      mobilePhone: draft.mobilePhone,
      phonePassword: password,
      newOwnerName: draft.newOwnerName.trim(),
      newOwnerIdCard: draft.newOwnerIdCard,
      sparePhone: draft.sparePhone,
    };
    const failure = validate(transferOwnerRules, form);
    if (failure) {
      toast(failure.message);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { sparePhone, ...required } = form;
      // The optional fields go only when filled.
      const answer = await api.call('transAcctSForm', {
        biz_no: draft.bizNo,
        ...required,
        ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
        ...(sparePhone ? { sparePhone } : {}),
      });
      if (!answer.ok) return;
      clearDraft();
      const done: TransferDone = { role: 'owner', transNo: answer.data.transNo ?? '' };
      navigate(paths.transAcctSuccess, { replace: true, state: done });
    } catch {
      // Shown by the gateway; every field stays.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="transfer">
      <TransferHeader title="过户申请" halfFilled={halfFilled} leaveMessage="确定退出过户申请吗？" />
      {draft.bizNo === '' ? (
        <IdentityStep
          who="原机主"
          type="transferOwner"
          idCard={draft.idCard}
          name={draft.name}
          onChange={set}
          onPassed={(bizNo) => set({ bizNo })}
        />
      ) : (
        <form className="transfer-card" aria-label="过户申请" onSubmit={submit} noValidate>
          <PassedIdentity name={draft.name} onVerifyAgain={() => set({ bizNo: '' })} />
          <TransferField
            label="过户号码"
            type="tel"
            inputMode="numeric"
            value={draft.mobilePhone}
            onChange={(value) => set({ mobilePhone: keepDigits(value, MAX_LENGTH.phone) })}
            placeholder="请输入手机号"
            maxLength={MAX_LENGTH.phone}
          />
          <TransferField
            label="服务密码"
            type="password"
            autoComplete="off"
            value={password}
            onChange={setPassword}
            placeholder="请输入服务密码"
            maxLength={MAX_LENGTH.oldPassword}
          />
          <TransferField
            label="过户原因（选填）"
            value={draft.reason}
            onChange={(reason) => set({ reason })}
            maxLength={100}
          />
          <TransferField
            label="联系电话（选填）"
            type="tel"
            inputMode="numeric"
            value={draft.sparePhone}
            onChange={(value) => set({ sparePhone: keepDigits(value, MAX_LENGTH.phone) })}
            maxLength={MAX_LENGTH.phone}
          />
          <TransferField
            label="新机主姓名"
            value={draft.newOwnerName}
            onChange={(newOwnerName) => set({ newOwnerName })}
            maxLength={MAX_LENGTH.name}
          />
          <TransferField
            label="新机主身份证号"
            value={draft.newOwnerIdCard}
            onChange={(value) => set({ newOwnerIdCard: idCardInput(value) })}
            maxLength={MAX_LENGTH.idCard}
          />
          <Button
            className="transfer-card__submit"
            block
            type="primary"
            nativeType="submit"
            loading={busy}
            disabled={busy}
          >
            提交过户申请
          </Button>
        </form>
      )}
    </div>
  );
}
