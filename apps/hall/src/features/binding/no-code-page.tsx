import { MAX_LENGTH } from '@bluecat/rules/limits';
import { keepDigits } from '@bluecat/rules/validate';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { browserFaceAuthEffects } from '../../lib/face-auth/browser-effects.ts';
import type { FaceAuthEffects } from '../../lib/face-auth/controller.ts';
import { FaceAuthForm, FaceAuthIntro } from '../../lib/face-auth/face-auth-form.tsx';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { idSuffixInput } from './id-input.ts';
import './binding.css';

/**
 * The 收不到验证码 variant of 号码绑定. `idCard` carries the six ID digits: the contract's account-bind start
 * takes them there (000 §5 asks for ID, name and mobile).
 */
export interface NoCodeForm {
  mobilePhone: string;
  idCard: string;
  name: string;
}

export const NO_CODE_DRAFT = 'account-bind-no-code';
const EMPTY: NoCodeForm = { mobilePhone: '', idCard: '', name: '' };

export const LEAVE_NO_CODE = '您确定退出号码绑定吗？';

/**
 * /noCode: phone, ID last six and name → FACE_AUTH_ACCOUNT_BIND. The provider returns here (000 §2.10);
 * a passed check has bound the number (the bind-success page), a face that did not match opens the
 * bind-fail page instead of the usual alert. The form is kept in the tab for the round trip.
 */
export default function NoCodePage() {
  const navigate = useNavigate();
  const [form, setForm, clearForm] = usePersistedState(NO_CODE_DRAFT, EMPTY);
  const leave = useLeaveConfirm(LEAVE_NO_CODE, paths.accountBind);
  const effects = useMemo<FaceAuthEffects>(
    () => ({
      ...browserFaceAuthEffects,
      // The check's only alert is the mismatch: binding shows it as its own page (001 §2).
      alert: async () => {
        navigate(paths.bindFail, { replace: true });
      },
    }),
    [navigate],
  );
  const auth = useFaceAuth({
    type: 'accountBind',
    form,
    effects,
    onPassed: () => {
      clearForm();
      navigate(paths.bindSuccess, { replace: true });
    },
  });

  return (
    <div className="binding">
      <PageHeader title="号码绑定" onBack={leave.back} />
      <FaceAuthIntro label="办理说明" lead="收不到验证码？通过人脸核验绑定号码">
        <p className="binding__intro">
          请填写机主本人的号码、身份证号后六位和姓名，核验通过后号码即绑定到当前微信。
        </p>
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm label="人脸核验绑定" auth={auth} submitText="开始人脸核验">
          <TextField
            layout="row"
            label="手机号码"
            type="tel"
            inputMode="numeric"
            value={form.mobilePhone}
            onChange={(value) =>
              setForm((draft) => ({ ...draft, mobilePhone: keepDigits(value, MAX_LENGTH.phone) }))
            }
            placeholder="请输入手机号"
            maxLength={MAX_LENGTH.phone}
            disabled={auth.busy}
          />
          <TextField
            layout="row"
            label="身份证号后六位"
            value={form.idCard}
            onChange={(value) => setForm((draft) => ({ ...draft, idCard: idSuffixInput(value) }))}
            placeholder="请输入身份证号后六位"
            maxLength={MAX_LENGTH.idSuffix}
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
