import * as calls from '@bluecat/api/calls';
import {
  type BindPhoneForm,
  bindCodeRequestRules,
  bindPhoneRules,
  normaliseBindPhone,
} from '@bluecat/rules/binding/bind-phone';
import { toast } from '@bluecat/ui/overlays';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { forgetSubscriber } from '../../lib/forget-subscriber.ts';
import { passesRules } from '../../lib/form/form-submit.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { INNER_DONE, innerResultOf } from '../../lib/inner-result.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';
import { PhoneCodeFields } from './phone-code-fields.tsx';

export const BIND_DRAFT: HallFormDraft = 'account-bind';
const EMPTY: BindPhoneForm = { phone: '', code: '' };

/** The success toast, then /personal after 1500 ms (product.md › 号码绑定). */
export const BIND_SUCCESS = '账号绑定成功';
export const BIND_REDIRECT_MS = 1500;

/**
 * 号码绑定 by SMS code (type '01') → BIND_PHONE. data.code -100 toasts data.msg; the form stays as typed
 * (and survives a reload) until the number is bound.
 */
export function BindForm() {
  const navigate = useNavigate();
  const [form, setForm, clearForm] = usePersistedState(BIND_DRAFT, EMPTY);
  const [state, setState] = useState<'editing' | 'sending' | 'bound'>('editing');
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const requestCode = async () => {
    const typed = normaliseBindPhone(form);
    if (!passesRules(bindCodeRequestRules, typed)) return false;
    return sendSmsCode(typed.phone, '01');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || state === 'bound') return;
    const typed = normaliseBindPhone(form);
    if (!passesRules(bindPhoneRules, typed)) return;
    sending.current = true;
    setState('sending');
    try {
      const answer = await api.call(calls.BIND_PHONE, { code: typed.code, phone: typed.phone });
      const result = answer.ok ? innerResultOf(answer.data) : null;
      if (result?.code === INNER_DONE) {
        clearForm();
        // Another number is bound now: nothing typed or fetched for the previous one stays.
        forgetSubscriber();
        setState('bound');
        toast(BIND_SUCCESS);
        // /personal loads the member again on arrival; reloading here would swap this form for the
        // bound view before the delay is over.
        timer.current = setTimeout(() => navigate(paths.personal, { replace: true }), BIND_REDIRECT_MS);
        return;
      }
      // -100 and any other refusal: its words at the bottom; a code that is not 1 never binds.
      if (result?.msg) toast(result.msg);
    } catch {
      // The gateway has shown the transport error; the form stays for another try.
    } finally {
      sending.current = false;
      setState((now) => (now === 'sending' ? 'editing' : now));
    }
  };

  const busy = state !== 'editing';
  return (
    <form className="binding-form" aria-label="号码绑定" onSubmit={submit} noValidate>
      <PhoneCodeFields
        phone={form.phone}
        code={form.code}
        onPhoneChange={(phone) => setForm((draft) => ({ ...draft, phone }))}
        onCodeChange={(code) => setForm((draft) => ({ ...draft, code }))}
        onSendCode={requestCode}
        busy={busy}
        sending={state === 'sending'}
        submitText={state === 'bound' ? '绑定成功' : '立即绑定'}
        noCodePath={paths.noCode}
      />
    </form>
  );
}
