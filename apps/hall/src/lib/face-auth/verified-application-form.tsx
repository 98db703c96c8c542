import { ENTRY } from '@bluecat/rules/entries';
import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '../form/form-fields.tsx';
import { FaceAuthGate } from './face-auth-gate.tsx';
import type { VerifiedApplication } from './use-verified-application.ts';
import './verified-application.css';

/** What every application draft holds beside its own fields. */
interface ApplicationDraft {
  biz_no: string;
  reason: string;
  mobilePhone: string;
}

export interface VerifiedApplicationFormProps<Draft extends ApplicationDraft> {
  /** The page's title and the form's name: 销户申请, 补卡申请. */
  title: string;
  /** What the reason and the number are of: 拆机, 补卡. */
  subject: string;
  application: VerifiedApplication<Draft>;
  /** The application's own fields, after the reason, the number and the service password. */
  children: ReactNode;
}

/**
 * The page of an application sent after a face check (useVerifiedApplication): the reason, the number and
 * the service password every one asks for, then its own fields and 提交申请. Until the check has passed
 * (or while its outcome is on screen) the gate shows that instead of the form.
 */
export function VerifiedApplicationForm<Draft extends ApplicationDraft>({
  title,
  subject,
  application,
  children,
}: VerifiedApplicationFormProps<Draft>) {
  const { auth, draft, update, phonePassword, setPhonePassword, busy, submit, back } = application;
  return (
    <div className="verified-application">
      <PageHeader title={title} onBack={back} />
      <FaceAuthGate auth={auth}>
        {draft.biz_no === '' ? null : (
          <form aria-label={title} onSubmit={submit} noValidate>
            <div className="verified-application__form">
              <TextAreaField
                label={`${subject}原因`}
                value={draft.reason}
                onChange={(value) => update('reason', value as Draft['reason'])}
                placeholder={`请填写${subject}原因`}
                maxLength={100}
              />
              <TextField
                label={`${subject}号码`}
                type="tel"
                compact={ENTRY.phone}
                value={draft.mobilePhone}
                onChange={(value) => update('mobilePhone', value as Draft['mobilePhone'])}
                placeholder={`请填写${subject}号码`}
              />
              <TextField
                label="服务密码"
                type="password"
                autoComplete="off"
                value={phonePassword}
                onChange={setPhonePassword}
                placeholder="请填写服务密码"
              />
              {children}
            </div>
            <div className="verified-application__submit">
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
