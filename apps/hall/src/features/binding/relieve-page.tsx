import { removeStored } from '@bluecat/api/storage';
import {
  normaliseUnbindByCode,
  type UnbindByCodeForm,
  unbindByCodeRules,
  unbindCodeRequestRules,
} from '@bluecat/rules/binding/unbind-by-code';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { forgetSubscriber } from '../../lib/forget-subscriber.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { useMemberAccess } from '../../lib/member-access.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { PhoneCodeFields } from './phone-code-fields.tsx';
import { unbindByCodeOutcome } from './unbind.ts';
import './binding.css';
import * as calls from '@bluecat/api/calls';
import { passesRules } from '../../lib/form/form-submit.ts';

export const RELIEVE_DRAFT: HallFormDraft = 'relieve';
const EMPTY: UnbindByCodeForm = { mobilePhone: '', code: '' };
export const LEAVE_RELIEVE = '您确定退出解绑吗？';

/** Decided: the toast of the unbind is read before the page leaves, as after a bind (product.md › 号码绑定). */
export const UNBIND_LEAVE_MS = 1500;

/**
 * RELIEVE_BINDING type 1 and what follows (product.md › 号码绑定): data.msg is shown; once unbound the stored token is
 * removed, so the session of the bound number ends. Returns whether the number was unbound.
 */
export async function unbindByCode(form: UnbindByCodeForm): Promise<boolean> {
  let answer: Awaited<ReturnType<typeof api.call<'RELIEVE_BINDING'>>>;
  try {
    answer = await api.call(calls.RELIEVE_BINDING, {
      type: 1,
      mobilePhone: form.mobilePhone,
      code: form.code,
    });
  } catch {
    return false;
  }
  const outcome = unbindByCodeOutcome(answer);
  if (outcome.kind === 'none') return false;
  if (outcome.message) toast(outcome.message);
  if (outcome.kind !== 'unbound') return false;
  removeStored('token');
  forgetSubscriber();
  return true;
}

/**
 * /relieve 解绑 by SMS code (type '04'). The bound number is filled in; 收不到验证码 leads to /relieveNot.
 * After the unbind the member center opens again, which signs the subscriber in afresh (there is no
 * token any more).
 */
export default function RelievePage() {
  const navigate = useNavigate();
  const { member } = useMemberAccess();
  const [form, setForm, clearForm] = usePersistedState(RELIEVE_DRAFT, EMPTY);
  const leave = useLeaveConfirm(LEAVE_RELIEVE, paths.personal);
  const [state, setState] = useState<'editing' | 'sending' | 'unbound'>('editing');
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const bound = member?.mobilePhoneInfo?.mobilePhone ?? '';
  useEffect(() => {
    if (bound) setForm((draft) => (draft.mobilePhone ? draft : { ...draft, mobilePhone: bound }));
  }, [bound, setForm]);

  const requestCode = async () => {
    const typed = normaliseUnbindByCode(form);
    if (!passesRules(unbindCodeRequestRules, typed)) return false;
    return sendSmsCode(typed.mobilePhone, '04');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || state === 'unbound') return;
    const typed = normaliseUnbindByCode(form);
    if (!passesRules(unbindByCodeRules, typed)) return;
    sending.current = true;
    setState('sending');
    const unbound = await unbindByCode(typed);
    sending.current = false;
    if (!unbound) {
      setState('editing');
      return;
    }
    clearForm();
    setState('unbound');
    timer.current = setTimeout(() => navigate(paths.personalInformation, { replace: true }), UNBIND_LEAVE_MS);
  };

  const busy = state !== 'editing';
  return (
    <div className="binding">
      <PageHeader title="号码解绑" onBack={leave.back} />
      <p className="binding__lead">解绑后将无法在本微信查询和办理该号码的业务</p>
      <form className="binding-form" aria-label="短信验证解绑" onSubmit={submit} noValidate>
        <PhoneCodeFields
          phone={form.mobilePhone}
          code={form.code}
          onPhoneChange={(mobilePhone) => setForm((draft) => ({ ...draft, mobilePhone }))}
          onCodeChange={(code) => setForm((draft) => ({ ...draft, code }))}
          onSendCode={requestCode}
          busy={busy}
          sending={state === 'sending'}
          submitText={state === 'unbound' ? '已解绑' : '确认解绑'}
          noCodePath={paths.relieveNot}
        />
      </form>
    </div>
  );
}
