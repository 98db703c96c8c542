import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { browserFaceAuthEffects } from '../../lib/face-auth/browser-effects.ts';
import type { FaceAuthEffects } from '../../lib/face-auth/controller.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { IdSuffixField, MobileField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
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
      <FaceAuthStart
        auth={auth}
        intro={{
          label: '办理说明',
          lead: '收不到验证码？通过人脸核验绑定号码',
          body: (
            <p className="binding__intro">
              请填写机主本人的号码、身份证号后六位和姓名，核验通过后号码即绑定到当前微信。
            </p>
          ),
        }}
        formLabel="人脸核验绑定"
        submitText="开始人脸核验"
      >
        <MobileField
          value={form.mobilePhone}
          onChange={(mobilePhone) => setForm((draft) => ({ ...draft, mobilePhone }))}
          disabled={auth.busy}
        />
        <IdSuffixField
          value={form.idCard}
          onChange={(idCard) => setForm((draft) => ({ ...draft, idCard }))}
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
