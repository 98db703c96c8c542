import { cardFormRules, normaliseCardForm } from '@bluecat/rules/change-card/card-form';
import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { useVerifiedApplication } from '../../lib/face-auth/use-verified-application.ts';
import { VerifiedApplicationForm } from '../../lib/face-auth/verified-application-form.tsx';
import { TextAreaField, TextField } from '../../lib/form/form-fields.tsx';
import {
  CHANGE_CARD_FORM_DRAFT,
  CHANGE_CARD_START_DRAFT,
  changeCardFormBody,
  EMPTY_CHANGE_CARD_DRAFT,
} from './change-card-draft.ts';
import './change-card.css';
import * as calls from '@bluecat/api/calls';

/**
 * /changeCardForm 补卡申请 (product.md › 补卡): reached after the CHANGE_CARD check passed. The draft keeps every
 * field but the service password; back asks first. CHANGE_CARD_FORM → /changeCardauditCabcel or the fail page.
 */
export default function ChangeCardFormPage() {
  const application = useVerifiedApplication({
    verification: { type: 'changeCard', startPath: paths.changeCard, startDraft: CHANGE_CARD_START_DRAFT },
    flow: 'changeCard',
    draftKey: CHANGE_CARD_FORM_DRAFT,
    emptyDraft: EMPTY_CHANGE_CARD_DRAFT,
    leaveMessage: '确定退出补卡申请吗？',
    formOf: (fields, password) => normaliseCardForm({ ...fields, phonePassword: password }),
    rules: cardFormRules,
    send: (form, bizNo) => api.call(calls.CHANGE_CARD_FORM, changeCardFormBody(form, bizNo)),
    auditPath: paths.changeCardauditCabcel,
    failPath: paths.changeCardFail,
  });
  const { draft, update } = application;

  return (
    <VerifiedApplicationForm title="补卡申请" subject="补卡" application={application}>
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
        compact={ENTRY.phone}
        value={draft.receive_phone}
        onChange={(value) => update('receive_phone', value)}
        placeholder="请填写收货人电话"
      />
      <TextAreaField
        label="收货地址"
        value={draft.receive_addr}
        onChange={(value) => update('receive_addr', value)}
        placeholder="请填写详细收货地址"
        maxLength={100}
      />
    </VerifiedApplicationForm>
  );
}
