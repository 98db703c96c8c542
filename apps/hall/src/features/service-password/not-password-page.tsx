import { MAX_LENGTH } from '@bluecat/rules/limits';
import { keepDigits } from '@bluecat/rules/validate';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthForm, FaceAuthIntro } from '../../lib/face-auth/face-auth-form.tsx';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { useMemberAccess } from '../../lib/member-access.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { FORGOT_PASSWORD_DRAFT, type ForgotPasswordForm, idCardInput } from './forgot-password.ts';
import { passPasswordStep } from './password-step.ts';
import './service-password.css';

const EMPTY: ForgotPasswordForm = { name: '', idCard: '', mobilePhone: '' };
export const LEAVE_NOT_PASSWORD = '您确定退出忘记原密码吗？';

/**
 * /notPassword 忘记原密码 (001 §2): name, ID number and phone, then face verification
 * (servicePasswordEditTest as a start). The provider returns to /newPassword (000 §2.10), or here; either
 * page asks for the result, and a passed check opens the new-password step.
 */
export default function NotPasswordPage() {
  const navigate = useNavigate();
  const { member } = useMemberAccess();
  const [form, setForm] = usePersistedState(FORGOT_PASSWORD_DRAFT, EMPTY);
  const leave = useLeaveConfirm(LEAVE_NOT_PASSWORD, paths.setPassword);
  const auth = useFaceAuth({
    type: 'setPassword',
    form,
    onPassed: () => {
      passPasswordStep('face');
      leave.release();
      navigate(paths.newPassword, { replace: true });
    },
  });

  const bound = member?.mobilePhoneInfo?.mobilePhone ?? '';
  useEffect(() => {
    if (bound) setForm((now) => (now.mobilePhone ? now : { ...now, mobilePhone: bound }));
  }, [bound, setForm]);

  return (
    <div className="service-password">
      <PageHeader title="忘记原密码" onBack={leave.back} />
      <FaceAuthIntro label="办理说明" lead="通过人脸核验重置服务密码">
        <p className="service-password__intro">
          请填写机主本人的姓名、身份证号和手机号码，核验通过后即可设置新密码。
        </p>
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm label="忘记原密码" auth={auth} submitText="开始人脸核验">
          <TextField
            layout="row"
            label="姓名"
            value={form.name}
            onChange={(value) => setForm((now) => ({ ...now, name: value }))}
            placeholder="请输入您的姓名"
            maxLength={MAX_LENGTH.forgotPasswordName}
            disabled={auth.busy}
          />
          <TextField
            layout="row"
            label="身份证号"
            value={form.idCard}
            onChange={(value) => setForm((now) => ({ ...now, idCard: idCardInput(value) }))}
            placeholder="请输入您的身份证号"
            maxLength={MAX_LENGTH.idCard}
            disabled={auth.busy}
          />
          <TextField
            layout="row"
            label="手机号码"
            type="tel"
            inputMode="numeric"
            value={form.mobilePhone}
            onChange={(value) =>
              setForm((now) => ({ ...now, mobilePhone: keepDigits(value, MAX_LENGTH.phone) }))
            }
            placeholder="请输入手机号"
            maxLength={MAX_LENGTH.phone}
            disabled={auth.busy}
          />
        </FaceAuthForm>
      </FaceAuthGate>
    </div>
  );
}
