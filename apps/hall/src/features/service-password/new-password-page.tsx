import { readStored } from '@bluecat/api/storage';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import {
  isNewPasswordEmpty,
  newPasswordRules,
  normaliseNewPassword,
} from '@bluecat/rules/service-password/change-password';
import { Button } from '@bluecat/ui/button';
import { clearDraft } from '@bluecat/ui/drafts';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { Redirect } from '@bluecat/ui/redirect';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { FaceAuthGate, FaceAuthPanel } from '../../lib/face-auth/face-auth-gate.tsx';
import { FACE_AUTH_MESSAGES } from '../../lib/face-auth/messages.ts';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { endFlow } from '../../lib/hall-drafts.ts';
import { INNER_DONE, INNER_REFUSED, innerResultOf } from '../../lib/inner-result.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { FORGOT_PASSWORD_DRAFT, type ForgotPasswordForm } from './forgot-password.ts';
import {
  clearPasswordStep,
  type NewPasswordAccess,
  newPasswordAccess,
  passedPasswordStep,
  passPasswordStep,
} from './password-step.ts';
import type { SetFailState } from './set-fail-page.tsx';
import './service-password.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

export const LEAVE_NEW_PASSWORD = '您确定退出设置新密码吗？';

/** A 忘记原密码 verification has come back from the provider and waits for its result. */
function faceCheckWaiting(): boolean {
  return readStored('biz_no') !== null && readStored('authType') === 'setPassword';
}

/**
 * /newPassword 设置新密码 (product.md › 服务密码): open only after a passed check — the old password, or the face
 * verification of 忘记原密码, whose provider returns here (product.md › 服务密码). Opened without one it goes to
 * /setPassword.
 */
export default function NewPasswordPage() {
  const [access, setAccess] = useState<NewPasswordAccess>(() =>
    newPasswordAccess(passedPasswordStep(), faceCheckWaiting()),
  );
  if (access === 'closed') return <Redirect to={paths.setPassword} />;
  if (access === 'verifying') {
    return (
      <FaceCheck
        onPassed={() => {
          passPasswordStep('face');
          setAccess('open');
        }}
      />
    );
  }
  return <NewPasswordForm />;
}

const EMPTY_FORGOT: ForgotPasswordForm = { name: '', idCard: '', mobilePhone: '' };

/** The result of the 忘记原密码 verification; a mismatch or 返回修改 goes back to its form. */
function FaceCheck({ onPassed }: { onPassed: () => void }) {
  const navigate = useNavigate();
  const [form] = usePersistedState(FORGOT_PASSWORD_DRAFT, EMPTY_FORGOT);
  const auth = useFaceAuth({ type: 'setPassword', form, onPassed });
  const moved = useRef(false);
  const { phase } = auth.state;
  useEffect(() => {
    if (phase !== 'idle') moved.current = true;
    else if (moved.current) navigate(paths.notPassword, { replace: true });
  }, [phase, navigate]);

  return (
    <div className="service-password">
      <PageHeader title="设置新密码" onBack={() => navigate(paths.notPassword, { replace: true })} />
      <FaceAuthGate auth={auth}>
        <FaceAuthPanel title="身份核验" text={FACE_AUTH_MESSAGES.checking} />
      </FaceAuthGate>
    </div>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  // Secrets: kept in memory only, never in the tab's storage.
  const [newServicePass, setNewServicePass] = useState('');
  const [confirmServicePass, setConfirmServicePass] = useState('');
  const leave = useLeaveConfirm(LEAVE_NEW_PASSWORD, paths.setPassword, {
    onLeave: () => endFlow('forgotPassword'),
  });
  const { busy, isSending, sendOnce } = useFormSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    const form = normaliseNewPassword({ newServicePass, confirmServicePass });
    // product.md › 服务密码: both empty does nothing.
    if (isNewPasswordEmpty(form)) return;
    if (!passesRules(newPasswordRules, form)) return;
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.setService_Password, form);
        const result = answer.ok ? innerResultOf(answer.data) : null;
        if (result?.code === INNER_DONE) {
          clearPasswordStep();
          clearDraft(FORGOT_PASSWORD_DRAFT);
          leave.release();
          navigate(paths.setSuccess, { replace: true });
          return;
        }
        if (result?.code === INNER_REFUSED) {
          if (result.msg) toast(result.msg);
          return;
        }
        if (result) {
          // Any other outcome: the failure page, whose way back leads past this step (product.md › 服务密码).
          leave.release();
          const state: SetFailState = { message: result.msg };
          navigate(paths.setFail, { state });
        }
      } catch {
        // The gateway has shown the transport error; both entries stay for another try.
      }
    });
  };

  return (
    <div className="service-password">
      <PageHeader title="设置新密码" onBack={leave.back} />
      <p className="service-password__lead">请设置新的服务密码，两次输入须一致</p>
      <form className="service-password__form" aria-label="设置新密码" onSubmit={submit} noValidate>
        <div className="service-password__fields">
          <TextField
            layout="row"
            label="新密码"
            type="password"
            value={newServicePass}
            onChange={setNewServicePass}
            placeholder="请输入新密码"
            maxLength={MAX_LENGTH.oldPassword}
            disabled={busy}
          />
          <TextField
            layout="row"
            label="确认新密码"
            type="password"
            value={confirmServicePass}
            onChange={setConfirmServicePass}
            placeholder="请再次输入新密码"
            maxLength={MAX_LENGTH.oldPassword}
            disabled={busy}
          />
        </div>
        <Button
          className="service-password__submit"
          block
          type="primary"
          nativeType="submit"
          loading={busy}
          disabled={busy}
        >
          确认修改
        </Button>
      </form>
    </div>
  );
}
