import { type TransferNewOwnerForm, transferNewOwnerRules } from '@bluecat/rules/transfer/transfer';
import { showLoading, toast } from '@bluecat/ui/overlays';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { compressPhoto, PhotoError } from '../../lib/photo/compress-photo.ts';
import { PhotoSlot } from '../../lib/photo/photo-slot.tsx';
import { TransferPhoneField } from './transfer-field.tsx';
import {
  EMPTY_NEW_OWNER,
  NEW_OWNER_DRAFT,
  type NewOwnerDraft,
  TRANSFER_FILES,
  type TransferDone,
  type TransferFileKey,
} from './transfer-state.ts';
import { TransferSteps } from './transfer-steps.tsx';
import './transfer.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

/** product.md › 过户: uploads show 加载中... */
const UPLOAD_TEXT = '加载中...';

/**
 * /transAcctTForm 过户 — 新机主 the new owner (product.md › 过户): ID and name, face verification (TRANS_ACCT_T,
 * which returns here), then the number taken over, a contact number and three pictures, each compressed
 * and uploaded through transFlie as it is taken.
 */
export default function NewOwnerFormPage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState<NewOwnerDraft>(NEW_OWNER_DRAFT, EMPTY_NEW_OWNER);
  /** Pictures taken in this visit, shown without the network; after a reload the server's previews show. */
  const [previews, setPreviews] = useState<Partial<Record<TransferFileKey, string>>>({});
  const { busy, isSending, sendOnce } = useFormSubmit();
  const set = (patch: Partial<NewOwnerDraft>) => setDraft((current) => ({ ...current, ...patch }));
  /** Anything typed or uploaded, or a passed check: leaving asks first. */
  const halfFilled =
    draft.bizNo !== '' ||
    [draft.idCard, draft.name, draft.mobilePhone, draft.sparePhone].some((value) => value !== '') ||
    Object.keys(draft.files).length > 0;

  const upload = (key: TransferFileKey, fileType: 1 | 2 | 3, file: File) =>
    sendOnce(async () => {
      const hideLoading = showLoading(UPLOAD_TEXT);
      let picture: string;
      try {
        picture = await compressPhoto(file);
      } catch (error) {
        hideLoading();
        toast(error instanceof PhotoError ? error.message : '照片处理失败，请重新拍摄');
        return;
      }
      hideLoading();
      try {
        const answer = await api.call(calls.transFlie, { biz_no: draft.bizNo, fileType, file: picture });
        if (!answer.ok) return;
        const { fileId, url } = answer.data;
        setPreviews((current) => ({ ...current, [key]: picture }));
        setDraft((current) => ({
          ...current,
          files: { ...current.files, [key]: { fileId, url: isHttpUrl(url) ? url : '' } },
        }));
      } catch {
        // Shown by the gateway; the slot keeps what it had.
      }
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    const form: TransferNewOwnerForm = {
      mobilePhone: draft.mobilePhone,
      sparePhone: draft.sparePhone,
      idCardFront: draft.files.idCardFront?.fileId ?? '',
      idCardBack: draft.files.idCardBack?.fileId ?? '',
      agreement: draft.files.agreement?.fileId ?? '',
    };
    if (!passesRules(transferNewOwnerRules, form)) return;
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.transAcctTForm, {
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
      }
    });
  };

  return (
    <TransferSteps
      title="过户确认"
      halfFilled={halfFilled}
      leaveMessage="确定退出过户确认吗？"
      who="新机主"
      type="transferNewOwner"
      draft={draft}
      onChange={set}
      loses="重新上传资料"
      // The pictures were filed under the old check's biz_no.
      onVerifyAgain={() => {
        setPreviews({});
        set({ bizNo: '', files: {} });
      }}
      onSubmit={submit}
      busy={busy}
      submitText="确认过户"
    >
      <TransferPhoneField
        label="联系电话"
        value={draft.sparePhone}
        onChange={(sparePhone) => set({ sparePhone })}
        placeholder="请输入联系电话"
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
    </TransferSteps>
  );
}
