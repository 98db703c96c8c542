import { MAX_LENGTH } from '@bluecat/rules/limits';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { IdCardField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import type { VerifiedState } from '../../lib/face-auth/use-verified-form.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { CANCEL_START_DRAFT, EMPTY_CANCEL_START } from './cancel-draft.ts';
import './cancel.css';

/**
 * /cancel 销户 (001 §2): mobile, ID and name, then the CLOSE_ACCONT face verification. The route sits behind
 * the bound-phone guard. A check that comes back here (the provider may return to the page that sent the
 * person) and passes opens the 销户申请 form with its biz_no.
 */
export default function CancelStartPage() {
  const navigate = useNavigate();
  const [form, setForm] = usePersistedState(CANCEL_START_DRAFT, EMPTY_CANCEL_START);
  const auth = useFaceAuth({
    type: 'closeAccount',
    form,
    onPassed: (bizNo) => {
      const state: VerifiedState = { bizNo };
      navigate(paths.cancelForm, { state });
    },
  });

  return (
    <div className="cancel">
      <PageHeader title="销户" />
      <FaceAuthStart
        auth={auth}
        intro={{
          label: '办理说明',
          lead: '号码销户需先完成本人人脸核验',
          body: <p className="cancel__intro">核验通过后填写销户申请，审核结果将以短信通知。</p>,
        }}
        formLabel="销户身份核验"
        submitText="下一步"
      >
        <TextField
          layout="row"
          label="手机号"
          type="tel"
          inputMode="tel"
          value={form.mobilePhone}
          onChange={(value) => setForm((draft) => ({ ...draft, mobilePhone: value }))}
          placeholder="请输入手机号"
          maxLength={MAX_LENGTH.phone}
          disabled={auth.busy}
        />
        <IdCardField
          value={form.idCard}
          onChange={(value) => setForm((draft) => ({ ...draft, idCard: value.toUpperCase() }))}
          disabled={auth.busy}
        />
        <NameField
          value={form.name}
          onChange={(value) => setForm((draft) => ({ ...draft, name: value }))}
          disabled={auth.busy}
        />
      </FaceAuthStart>
    </div>
  );
}
