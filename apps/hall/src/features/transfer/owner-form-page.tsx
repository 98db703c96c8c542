import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { type TransferOwnerForm, transferOwnerRules } from '@bluecat/rules/transfer/transfer';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { TransferField, TransferPhoneField } from './transfer-field.tsx';
import { EMPTY_OWNER, OWNER_DRAFT, type OwnerDraft, type TransferDone } from './transfer-state.ts';
import { TransferSteps } from './transfer-steps.tsx';
import './transfer.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

/**
 * /transAcctSForm 过户 — 原机主 the current owner (product.md › 过户): ID and name, face verification (TRANS_ACCT_S,
 * which returns here), then the application: number, service password, reason, contact and the new owner.
 */
export default function OwnerFormPage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState<OwnerDraft>(OWNER_DRAFT, EMPTY_OWNER);
  // A secret: not written to the tab's storage with the draft.
  const [password, setPassword] = useState('');
  const { busy, isSending, sendOnce } = useFormSubmit();
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
    if (isSending()) return;
    const form: TransferOwnerForm = {
      mobilePhone: draft.mobilePhone,
      phonePassword: password,
      newOwnerName: draft.newOwnerName.trim(),
      newOwnerIdCard: draft.newOwnerIdCard,
      sparePhone: draft.sparePhone,
    };
    if (!passesRules(transferOwnerRules, form)) return;
    await sendOnce(async () => {
      try {
        const { sparePhone, ...required } = form;
        // The optional fields go only when filled.
        const answer = await api.call(calls.transAcctSForm, {
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
      }
    });
  };

  return (
    <TransferSteps
      title="过户申请"
      halfFilled={halfFilled}
      leaveMessage="确定退出过户申请吗？"
      who="原机主"
      type="transferOwner"
      draft={draft}
      onChange={set}
      onVerifyAgain={() => set({ bizNo: '' })}
      onSubmit={submit}
      busy={busy}
      submitText="提交过户申请"
    >
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
      <TransferPhoneField
        label="联系电话（选填）"
        value={draft.sparePhone}
        onChange={(sparePhone) => set({ sparePhone })}
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
        onChange={(newOwnerIdCard) => set({ newOwnerIdCard })}
        compact={ENTRY.idCard}
      />
    </TransferSteps>
  );
}
