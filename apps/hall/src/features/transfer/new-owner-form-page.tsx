import { MAX_LENGTH } from '@bluecat/rules/limits';
import { type TransferNewOwnerForm, transferNewOwnerRules } from '@bluecat/rules/transfer';
import { keepDigits, validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { showLoading, toast } from '@bluecat/ui/overlays';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { compressPhoto, PhotoError } from '../../lib/photo/compress-photo.ts';
import { PhotoSlot } from '../../lib/photo/photo-slot.tsx';
import { IdentityStep } from './identity-step.tsx';
import { PassedIdentity } from './passed-identity.tsx';
import { TransferField } from './transfer-field.tsx';
import { TransferHeader } from './transfer-header.tsx';
import {
  EMPTY_NEW_OWNER,
  NEW_OWNER_DRAFT,
  type NewOwnerDraft,
  TRANSFER_FILES,
  type TransferDone,
  type TransferFileKey,
} from './transfer-state.ts';
import './transfer.css';

/** 000 §9: uploads show 加载中... */
const UPLOAD_TEXT = '加载中...';

/**
 * /transAcctTForm 过户 — 新机主 the new owner (000 §2.10): ID and name, face verification (TRANS_ACCT_T,
 * which returns here), then the number taken over, a contact number and three pictures, each compressed
 * and uploaded through transFlie as it is taken.
 */
export default function NewOwnerFormPage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState<NewOwnerDraft>(NEW_OWNER_DRAFT, EMPTY_NEW_OWNER);
  /** Pictures taken in this visit, shown without the network; after a reload the server's previews show. */
  const [previews, setPreviews] = useState<Partial<Record<TransferFileKey, string>>>({});
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<NewOwnerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  /** Anything typed or uploaded, or a passed check: leaving asks first. */
  const halfFilled =
    draft.bizNo !== '' ||
    [draft.idCard, draft.name, draft.mobilePhone, draft.sparePhone].some((value) => value !== '') ||
    Object.keys(draft.files).length > 0;

  const upload = async (key: TransferFileKey, fileType: 1 | 2 | 3, file: File) => {
    if (busy) return;
    setBusy(true);
    const hideLoading = showLoading(UPLOAD_TEXT);
    let picture: string;
    try {
      picture = await compressPhoto(file);
    } catch (error) {
      hideLoading();
      setBusy(false);
      toast(error instanceof PhotoError ? error.message : '照片处理失败，请重新拍摄');
      return;
    }
    hideLoading();
    try {
      const answer = await api.call('transFlie', { biz_no: draft.bizNo, fileType, file: picture });
      if (!answer.ok) return;
      const { fileId, url } = answer.data;
      setPreviews((current) => ({ ...current, [key]: picture }));
      setDraft((current) => ({
        ...current,
        files: { ...current.files, [key]: { fileId, url: isHttpUrl(url) ? url : '' } },
      }));
    } catch {
      // Shown by the gateway; the slot keeps what it had.
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const form: TransferNewOwnerForm = {
      mobilePhone: draft.mobilePhone,
      sparePhone: draft.sparePhone,
      idCardFront: draft.files.idCardFront?.fileId ?? '',
      idCardBack: draft.files.idCardBack?.fileId ?? '',
      agreement: draft.files.agreement?.fileId ?? '',
    };
    const failure = validate(transferNewOwnerRules, form);
    if (failure) {
      toast(failure.message);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await api.call('transAcctTForm', {
        biz_no: draft.bizNo,
        mobilePhone: form.mobilePhone,
        sparePhone: form.sparePhone,
        fileIds: [form.idCardFront, form.idCardBack, form.agreement],
      });
      // No application from the current owner, missing files: the server's message, the form stays.
      if (!answer.ok) return;
      clearDraft();
      const done: TransferDone = { role: 'newOwner', transNo: '' };
      navigate(paths.transAcctSuccess, { replace: true, state: done });
    } catch {
      // Shown by the gateway.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="transfer">
      <TransferHeader title="过户确认" halfFilled={halfFilled} leaveMessage="确定退出过户确认吗？" />
      {draft.bizNo === '' ? (
        <IdentityStep
          who="新机主"
          type="transferNewOwner"
          idCard={draft.idCard}
          name={draft.name}
          onChange={set}
          onPassed={(bizNo) => set({ bizNo })}
        />
      ) : (
        <form className="transfer-card" aria-label="过户确认" onSubmit={submit} noValidate>
          <PassedIdentity
            name={draft.name}
            loses="重新上传资料"
            // The pictures were filed under the old check's biz_no.
            onVerifyAgain={() => {
              setPreviews({});
              set({ bizNo: '', files: {} });
            }}
          />
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
            label="联系电话"
            type="tel"
            inputMode="numeric"
            value={draft.sparePhone}
            onChange={(value) => set({ sparePhone: keepDigits(value, MAX_LENGTH.phone) })}
            placeholder="请输入联系电话"
            maxLength={MAX_LENGTH.phone}
          />
          <fieldset className="transfer-photos">
            <legend className="transfer-photos__legend">上传资料</legend>
            <div className="transfer-photos__grid">
              {TRANSFER_FILES.map((slot) => (
                <PhotoSlot
                  key={slot.key}
                  label={slot.label}
                  image={previews[slot.key] ?? draft.files[slot.key]?.url ?? ''}
                  disabled={busy}
                  onPick={(file) => void upload(slot.key, slot.fileType, file)}
                />
              ))}
            </div>
          </fieldset>
          <Button
            className="transfer-card__submit"
            block
            type="primary"
            nativeType="submit"
            loading={busy}
            disabled={busy}
          >
            确认过户
          </Button>
        </form>
      )}
    </div>
  );
}
