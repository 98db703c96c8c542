import { MAX_LENGTH } from '@bluecat/rules/limits';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthForm, FaceAuthIntro } from '../../lib/face-auth/face-auth-form.tsx';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
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
      <FaceAuthIntro label="办理说明" lead="号码销户需先完成本人人脸核验">
        <p className="cancel__intro">核验通过后填写销户申请，审核结果将以短信通知。</p>
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm label="销户身份核验" auth={auth} submitText="下一步">
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
          <TextField
            layout="row"
            label="身份证号"
            value={form.idCard}
            onChange={(value) => setForm((draft) => ({ ...draft, idCard: value.toUpperCase() }))}
            placeholder="请输入您证件信息"
            maxLength={MAX_LENGTH.idCard}
            disabled={auth.busy}
          />
          <TextField
            layout="row"
            label="姓名"
            value={form.name}
            onChange={(value) => setForm((draft) => ({ ...draft, name: value }))}
            placeholder="请输入您的姓名"
            maxLength={MAX_LENGTH.name}
            disabled={auth.busy}
          />
        </FaceAuthForm>
      </FaceAuthGate>
    </div>
  );
}
