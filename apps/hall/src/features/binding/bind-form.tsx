import {
  type BindPhoneForm,
  bindCodeRequestRules,
  bindPhoneRules,
  normaliseBindPhone,
} from '@bluecat/rules/bind-phone';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { keepDigits, validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { SmsCodeButton } from '@bluecat/ui/sms-code-button';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { forgetSubscriber } from '../../lib/hall-drafts.ts';
import { INNER_DONE, innerResultOf } from '../../lib/inner-result.ts';
import { sendSmsCode } from '../../lib/send-sms-code.ts';

export const BIND_DRAFT = 'account-bind';
const EMPTY: BindPhoneForm = { phone: '', code: '' };

/** 001 §8 success toast, then /personal after 001 §9's 1500 ms. */
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
    const failure = validate(bindCodeRequestRules, typed);
    if (failure) {
      toast(failure.message);
      return false;
    }
    return sendSmsCode(typed.phone, '01');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || state === 'bound') return;
    const typed = normaliseBindPhone(form);
    const failure = validate(bindPhoneRules, typed);
    if (failure) {
      toast(failure.message);
      return;
    }
    sending.current = true;
    setState('sending');
    try {
      const answer = await api.call('BIND_PHONE', { code: typed.code, phone: typed.phone });
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
      <div className="binding-form__fields">
        <TextField
          layout="row"
          label="手机号码"
          type="tel"
          inputMode="numeric"
          value={form.phone}
          onChange={(value) => setForm((draft) => ({ ...draft, phone: keepDigits(value, MAX_LENGTH.phone) }))}
          placeholder="请输入手机号"
          maxLength={MAX_LENGTH.phone}
          disabled={busy}
        />
        <TextField
          layout="row"
          label="验证码"
          inputMode="numeric"
          value={form.code}
          onChange={(value) => setForm((draft) => ({ ...draft, code: value.slice(0, MAX_LENGTH.code) }))}
          placeholder="请输入验证码"
          maxLength={MAX_LENGTH.code}
          disabled={busy}
          action={<SmsCodeButton onSend={requestCode} disabled={busy} />}
        />
      </div>
      <Button
        className="binding-form__submit"
        block
        type="primary"
        nativeType="submit"
        loading={state === 'sending'}
        disabled={busy}
      >
        {state === 'bound' ? '绑定成功' : '立即绑定'}
      </Button>
      <p className="binding-form__more">
        <Link className="binding-form__link" to={paths.noCode}>
          收不到验证码
        </Link>
      </p>
    </form>
  );
}
