import { MAX_LENGTH } from '@bluecat/rules/limits';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { IdCardField, MobileField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { idCardInput } from '../../lib/form/id-input.ts';
import { endFlow } from '../../lib/hall-drafts.ts';
import { useMemberAccess } from '../../lib/member-access.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { FORGOT_PASSWORD_DRAFT, type ForgotPasswordForm } from './forgot-password.ts';
import { passPasswordStep } from './password-step.ts';
import './service-password.css';

const EMPTY: ForgotPasswordForm = { name: '', idCard: '', mobilePhone: '' };
export const LEAVE_NOT_PASSWORD = '您确定退出忘记原密码吗？';

/**
 * /notPassword 忘记原密码 (product.md › 服务密码): name, ID number and phone, then face verification
 * (servicePasswordEditTest as a start). The provider returns to /newPassword (product.md › 服务密码), or here; either
 * page asks for the result, and a passed check opens the new-password step.
 */
export default function NotPasswordPage() {
  const navigate = useNavigate();
  const { member } = useMemberAccess();
  const [form, setForm] = usePersistedState(FORGOT_PASSWORD_DRAFT, EMPTY);
  const leave = useLeaveConfirm(LEAVE_NOT_PASSWORD, paths.setPassword, {
    onLeave: () => endFlow('forgotPassword'),
  });
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
      <FaceAuthStart
        auth={auth}
        intro={{
          label: '办理说明',
          lead: '通过人脸核验重置服务密码',
          body: (
            <p className="service-password__intro">
              请填写机主本人的姓名、身份证号和手机号码，核验通过后即可设置新密码。
            </p>
          ),
        }}
        formLabel="忘记原密码"
        submitText="开始人脸核验"
      >
        <NameField
          value={form.name}
          onChange={(value) => setForm((now) => ({ ...now, name: value }))}
          maxLength={MAX_LENGTH.forgotPasswordName}
          disabled={auth.busy}
        />
        <IdCardField
          value={form.idCard}
          onChange={(value) => setForm((now) => ({ ...now, idCard: idCardInput(value) }))}
          placeholder="请输入您的身份证号"
          disabled={auth.busy}
        />
        <MobileField
          value={form.mobilePhone}
          onChange={(mobilePhone) => setForm((now) => ({ ...now, mobilePhone }))}
          disabled={auth.busy}
        />
      </FaceAuthStart>
    </div>
  );
}
