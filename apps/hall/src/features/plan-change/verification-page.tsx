import { ENTRY } from '@bluecat/rules/entries';
import {
  normalisePlanVerification,
  planVerificationRules,
} from '@bluecat/rules/plan-change/plan-verification';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { SmsCodeButton } from '@bluecat/ui/sms-code-button';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import type { VerifiedPlanState } from './plans.ts';
import './plan-change.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';

/** SEND_SMS_CODE type of the plan-change verification (product.md › 变更套餐). */
const PLAN_SMS_TYPE = '06';

/**
 * /verification 变更套餐验证 (product.md › 变更套餐): the bound number read-only and the SMS code (type '06');
 * verificationCode (success msg is the operator's 'sucess') opens /ChoosePackage. Behind the bound-phone guard,
 * which has just loaded the member: the number is the one it hands down, not asked for again.
 */
export default function VerificationPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = usePersistedState('plan-verification' satisfies HallFormDraft, { code: '' });
  const checking = useRef(false);
  const [busy, setBusy] = useState(false);
  const phone = useBoundPhone();

  const sendCode = async () => {
    if (phone === '') {
      toast('请输入手机号');
      return false;
    }
    return sendSmsCode(phone, PLAN_SMS_TYPE);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking.current) return;
    const form = normalisePlanVerification({ service_id: phone, code: draft.code });
    if (!passesRules(planVerificationRules, form)) return;
    checking.current = true;
    setBusy(true);
    try {
      const answer = await api.call(calls.verificationCode, form);
      if (answer.ok) {
        setDraft({ code: '' });
        const state: VerifiedPlanState = { verified: true };
        navigate(paths.choosePackage, { state });
      }
    } catch {
      // The gateway has shown the transport error; the code stays for another try.
    } finally {
      checking.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="plan-change">
      <PageHeader title="变更套餐" />
      <form className="plan-change__verify" aria-label="短信验证" onSubmit={submit} noValidate>
        <p className="plan-change__lead">为保障您的账户安全，变更套餐前请完成短信验证。</p>
        <div className="plan-change__card">
          <TextField
            label="手机号"
            type="tel"
            compact={ENTRY.phone}
            value={phone}
            onChange={() => {}}
            placeholder="请输入手机号"
            readOnly
          />
          <div className="plan-change__code">
            <TextField
              label="验证码"
              compact={ENTRY.code}
              autoComplete="one-time-code"
              value={draft.code}
              onChange={(code) => setDraft({ code })}
              placeholder="请输入验证码"
            />
            <SmsCodeButton className="plan-change__sms" onSend={sendCode} />
          </div>
        </div>
        <div className="plan-change__submit">
          <Button block type="primary" nativeType="submit" loading={busy} disabled={busy}>
            下一步
          </Button>
        </div>
      </form>
    </div>
  );
}
