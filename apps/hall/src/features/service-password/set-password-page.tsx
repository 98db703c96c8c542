import { MAX_LENGTH } from '@bluecat/rules/limits';
import {
  normaliseOldPassword,
  type OldPasswordForm,
  oldPasswordCodeRequestRules,
  oldPasswordRules,
} from '@bluecat/rules/service-password/change-password';
import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { PhoneField } from '../../lib/form/phone-field.tsx';
import { SmsCodeField } from '../../lib/form/sms-code-field.tsx';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { INNER_DONE, innerResultOf } from '../../lib/inner-result.ts';
import { useMemberAccess } from '../../lib/member-access.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { passPasswordStep } from './password-step.ts';
import './service-password.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

/** What is kept in the tab: never the old password. */
type SetPasswordDraft = Omit<OldPasswordForm, 'rawServicePass'>;
export const SET_PASSWORD_DRAFT: HallFormDraft = 'set-password';
const EMPTY: SetPasswordDraft = { mobilePhone: '', code: '' };
export const LEAVE_SET_PASSWORD = '您确定退出修改服务密码吗？';

/**
 * /setPassword 修改服务密码 (product.md › 服务密码): number, SMS code (type '05') and the old password →
 * servicePasswordEditTest. Checked, it opens /newPassword; data.code -100 toasts data.msg. 忘记原密码 leads
 * to the face-verified way.
 */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const { member } = useMemberAccess();
  const [draft, setDraft] = usePersistedState(SET_PASSWORD_DRAFT, EMPTY);
  // A secret: kept in memory only, so a reload asks for it again.
  const [rawServicePass, setRawServicePass] = useState('');
  const leave = useLeaveConfirm(LEAVE_SET_PASSWORD, paths.personalInformation);
  const { busy, isSending, sendOnce } = useFormSubmit();

  const bound = member?.mobilePhoneInfo?.mobilePhone ?? '';
  useEffect(() => {
    if (bound) setDraft((now) => (now.mobilePhone ? now : { ...now, mobilePhone: bound }));
  }, [bound, setDraft]);

  const typed = () => normaliseOldPassword({ ...draft, rawServicePass });

  const requestCode = async () => {
    const form = typed();
    if (!passesRules(oldPasswordCodeRequestRules, form)) return false;
    return sendSmsCode(form.mobilePhone, '05');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    const form = typed();
    if (!passesRules(oldPasswordRules, form)) return;
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.servicePasswordEditTest, {
          rawServicePass: form.rawServicePass,
          mobilePhone: form.mobilePhone,
          code: form.code,
        });
        const result = answer.ok ? innerResultOf(answer.data) : null;
        if (result?.code === INNER_DONE) {
          passPasswordStep('oldPassword');
          navigate(paths.newPassword);
          return;
        }
        if (result?.msg) toast(result.msg);
      } catch {
        // The gateway has shown the transport error; the form stays for another try.
      }
    });
  };

  return (
    <div className="service-password">
      <PageHeader title="修改服务密码" onBack={leave.back} />
      <p className="service-password__lead">为保障账户安全，请先验证原服务密码</p>
      <form className="service-password__form" aria-label="验证原密码" onSubmit={submit} noValidate>
        <div className="service-password__fields">
          <PhoneField
            layout="row"
            value={draft.mobilePhone}
            onChange={(mobilePhone) => setDraft((now) => ({ ...now, mobilePhone }))}
            disabled={busy}
          />
          <SmsCodeField
            layout="row"
            value={draft.code}
            onChange={(code) => setDraft((now) => ({ ...now, code }))}
            onSend={requestCode}
            disabled={busy}
          />
          <TextField
            layout="row"
            label="原密码"
            type="password"
            value={rawServicePass}
            onChange={setRawServicePass}
            placeholder="请输入原服务密码"
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
          下一步
        </Button>
        <p className="service-password__more">
          <AppLink className="service-password__link" to={paths.notPassword}>
            忘记原密码
          </AppLink>
        </p>
      </form>
    </div>
  );
}
