import { type CardForm, cardFormRules, normaliseCardForm } from '@bluecat/rules/card-form';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { readDraft, usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useVerifiedForm } from '../../lib/face-auth/use-verified-form.ts';
import { TextAreaField, TextField } from '../../lib/form/form-fields.tsx';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import {
  CHANGE_CARD_FORM_DRAFT,
  CHANGE_CARD_START_DRAFT,
  type ChangeCardDraft,
  type ChangeCardFailState,
  type ChangeCardStart,
  changeCardFormBody,
  EMPTY_CHANGE_CARD_DRAFT,
  EMPTY_CHANGE_CARD_START,
} from './change-card-draft.ts';
import './change-card.css';

/**
 * /changeCardForm 补卡申请 (001 §2, §5): reached after the CHANGE_CARD check passed. The draft keeps every
 * field but the service password; back asks first. CHANGE_CARD_FORM → /changeCardauditCabcel or the fail page.
 */
export default function ChangeCardFormPage() {
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = usePersistedState(CHANGE_CARD_FORM_DRAFT, EMPTY_CHANGE_CARD_DRAFT);
  const [phonePassword, setPhonePassword] = useState('');
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const startForm = readDraft<ChangeCardStart>(CHANGE_CARD_START_DRAFT) ?? EMPTY_CHANGE_CARD_START;
  const auth = useVerifiedForm({
    type: 'changeCard',
    startPath: paths.changeCard,
    bizNo: draft.biz_no,
    startForm,
    onVerified: (bizNo) =>
      setDraft((current) => (current.biz_no === bizNo ? current : { ...current, biz_no: bizNo })),
  });
  const leave = useLeaveConfirm('确定退出补卡申请吗？', paths.businessHandle);

  const update = (field: keyof ChangeCardDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const { biz_no: bizNo, ...fields } = draft;
    const form: CardForm = normaliseCardForm({ ...fields, phonePassword });
    const failure = validate(cardFormRules, form);
    if (failure) {
      toast(failure.message);
      return;
    }
    submitting.current = true;
    setBusy(true);
    try {
      const answer = await api.call('CHANGE_CARD_FORM', changeCardFormBody(form, bizNo));
      if (answer.ok) {
        clearDraft();
        navigate(paths.changeCardauditCabcel, { replace: true });
      } else if (answer.code === -100) {
        const state: ChangeCardFailState = { reason: answer.msg };
        navigate(paths.changeCardFail, { state });
      }
    } catch {
      // The gateway has shown the transport error; everything typed, the password included, stays.
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="change-card">
      <PageHeader title="补卡申请" onBack={leave.back} />
      <FaceAuthGate auth={auth}>
        {draft.biz_no === '' ? null : (
          <form aria-label="补卡申请" onSubmit={submit} noValidate>
            <div className="change-card__form">
              <TextAreaField
                label="补卡原因"
                value={draft.reason}
                onChange={(value) => update('reason', value)}
                placeholder="请填写补卡原因"
                maxLength={100}
              />
              <TextField
                label="补卡号码"
                type="tel"
                inputMode="tel"
                value={draft.mobilePhone}
                onChange={(value) => update('mobilePhone', value)}
                placeholder="请填写补卡号码"
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
                label="收货人"
                value={draft.receive_man}
                onChange={(value) => update('receive_man', value)}
                placeholder="请填写收货人姓名"
                maxLength={MAX_LENGTH.name}
              />
              <TextField
                label="收货人电话"
                type="tel"
                inputMode="tel"
                value={draft.receive_phone}
                onChange={(value) => update('receive_phone', value)}
                placeholder="请填写收货人电话"
                maxLength={MAX_LENGTH.phone}
              />
              <TextAreaField
                label="收货地址"
                value={draft.receive_addr}
                onChange={(value) => update('receive_addr', value)}
                placeholder="请填写详细收货地址"
                maxLength={100}
              />
            </div>
            <div className="change-card__submit">
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
