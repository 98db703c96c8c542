import type { CallData } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import {
  normalisePersonageRealName,
  personageRealNameRules,
} from '@bluecat/rules/real-name-link/real-name-link';
import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { usePageRestore } from '@bluecat/ui/use-page-restore';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { endFlow } from '../../lib/hall-drafts.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { REAL_NAME_MESSAGES, realNameErrorState } from './link-error.ts';
import { forgetSession, leaveForProvider, realNameReturnUrl, resumeSession } from './provider.ts';
import { PERSONAGE_START_DRAFT } from './real-name-draft.ts';
import { boundNumberQuery } from './route-calls.ts';
import './real-name-link.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';

/** The member's bound number; null for a member without one, who is offered 去绑定 (product.md › 扫码实名). */
function boundNumberOf(member: CallData<'PERSONAL_DATA'>): { phone: string | null } {
  const phone = member.mobilePhoneInfo?.mobilePhone ?? '';
  return { phone: phone === '' ? null : phone };
}

/**
 * /PersonageRealName 实名登记, the logged-in variant (product.md › 扫码实名): the member's number, name and ID;
 * checkName first (a mismatch stays on the form, the gateway shows why), then personTransAcctT leaves for
 * the provider, which returns to /PersonageRealNameForm. Without a token → /PersonalInformation; a member
 * without a bound number is offered 去绑定 (/AccountBind).
 */
export default function PersonageStartPage() {
  // Decided once per arrival: back from the provider's stand-in continues on the form; the back button
  // starts afresh (resumeSession).
  const [resume] = useState(() => readStored('token') !== null && resumeSession('personageRealName'));
  if (readStored('token') === null) return <Redirect to={paths.personalInformation} />;
  if (resume) return <Redirect to={paths.personageRealNameForm} />;
  return <PersonageStart />;
}

/** Asked before a half-filled registration is left. */
export const LEAVE_PERSONAGE = '您确定退出实名登记吗？';

function PersonageStart() {
  const navigate = useNavigate();
  const phone = useRouteCall(boundNumberQuery, boundNumberOf);
  const [form, setForm] = usePersistedState(PERSONAGE_START_DRAFT, { name: '', idCard: '' });
  // A confirmed exit ends the registration: the name and ID number typed go with it (asked only once
  // something is typed).
  const leave = useLeaveConfirm(LEAVE_PERSONAGE, paths.businessHandle, {
    active: form.name !== '' || form.idCard !== '',
    onLeave: () => endFlow('personageRealName'),
  });
  const starting = useRef(false);
  const [busy, setBusy] = useState(false);
  // Back from the provider's page into this one as it was left (the back-forward cache): that session
  // was not finished; 下一步 starts a new one.
  usePageRestore(() => {
    forgetSession('personageRealName');
    starting.current = false;
    setBusy(false);
  });

  const start = async (event: FormEvent, serviceId: string) => {
    event.preventDefault();
    if (starting.current) return;
    const typed = normalisePersonageRealName(form);
    if (!passesRules(personageRealNameRules, typed)) return;
    starting.current = true;
    setBusy(true);
    try {
      const checked = await api.call(calls.checkName, typed);
      if (checked.ok) {
        const answer = await api.call(calls.personTransAcctT, {
          serviceId,
          returnUrl: realNameReturnUrl('personageRealName'),
        });
        if (answer.ok && leaveForProvider('personageRealName', answer.data)) return;
        if (!answer.ok && answer.code === -100) {
          // Refused: the registration ends here, and what was typed with it.
          endFlow('personageRealName');
          leave.release();
          navigate(paths.realNameLinkError, { replace: true, state: realNameErrorState(answer.msg) });
          return;
        }
      }
    } catch {
      // The gateway has shown the transport error; the form stays as typed.
    }
    starting.current = false;
    setBusy(false);
  };

  return (
    <div className="real-name-link">
      <PageHeader title="实名登记" onBack={leave.back} />
      <PageStates loaded={phone} empty={false}>
        {({ phone: serviceId }) =>
          serviceId === null ? (
            <PageEmpty text={REAL_NAME_MESSAGES.unbound}>
              <AppLink className="real-name-link__bind" to={paths.accountBind}>
                去绑定
              </AppLink>
            </PageEmpty>
          ) : (
            <form aria-label="实名登记" onSubmit={(event) => void start(event, serviceId)} noValidate>
              <p className="real-name-link__lead">请填写机主证件信息，下一步拍摄身份证并完成人脸识别。</p>
              <div className="real-name-link__card">
                <TextField
                  label="手机号"
                  type="tel"
                  compact={ENTRY.phone}
                  value={serviceId}
                  onChange={() => {}}
                  placeholder=""
                  readOnly
                />
                <TextField
                  label="姓名"
                  value={form.name}
                  onChange={(value) => setForm((current) => ({ ...current, name: value }))}
                  placeholder="请输入您的姓名"
                  maxLength={MAX_LENGTH.name}
                />
                <TextField
                  label="身份证号"
                  value={form.idCard}
                  onChange={(idCard) => setForm((current) => ({ ...current, idCard }))}
                  placeholder="请输入您证件信息"
                  compact={ENTRY.idCard}
                />
              </div>
              <div className="real-name-link__submit">
                <Button block type="primary" nativeType="submit" loading={busy} disabled={busy}>
                  下一步
                </Button>
              </div>
            </form>
          )
        }
      </PageStates>
    </div>
  );
}
