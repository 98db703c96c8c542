import { type AgentLoginForm, agentLoginRules } from '@bluecat/rules/login/agent-login';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { CompactInput } from '@bluecat/ui/compact-input';
import { SHORT_TOAST_MS, toast } from '@bluecat/ui/overlays';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { saveAgentTokens, saveAgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { LoginFrame } from './login-frame.tsx';
import { signIn } from './sign-in.ts';
import { useCaptcha } from './use-captcha.ts';
import './login-page.css';

const EMPTY_FORM: AgentLoginForm = { workNo: '', passWord: '', code: '' };

/** /login: 工号, 密码 and 图形验证码. */
export default function LoginPage() {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [form, setForm] = useState<AgentLoginForm>(EMPTY_FORM);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second tap can land before React re-renders the disabled button.
  const inFlight = useRef(false);
  const id = useId();

  const set = (field: keyof AgentLoginForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const change = (field: keyof AgentLoginForm) => (event: ChangeEvent<HTMLInputElement>) =>
    set(field, event.target.value);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const failure = validate(agentLoginRules, form);
    if (failure) {
      toast(failure.message, { duration: SHORT_TOAST_MS });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const outcome = await signIn(form, captcha.currentKey(), {
        api,
        toast,
        saveTokens: saveAgentTokens,
        saveUser: saveAgentUser,
      });
      if (outcome === 'signed-in') {
        navigate(paths.openCardMessage, { replace: true });
        return;
      }
      if (outcome === 'new-code') {
        setForm((current) => ({ ...current, code: '' }));
        void captcha.reload();
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <LoginFrame>
      {/* Plain inputs: NutUI's Input only wrapped each in a box here, and brought NutUI's configuration
          and locale tables (a file of their own) and its styles into the sign-in page. */}
      <form className="agent-login-form" onSubmit={submit} noValidate>
        <div className="agent-login-field">
          <label className="agent-login-label" htmlFor={`${id}-workNo`}>
            工号
          </label>
          <input
            id={`${id}-workNo`}
            className="agent-login-input"
            value={form.workNo}
            onChange={change('workNo')}
            placeholder="请输入工号"
          />
        </div>
        <div className="agent-login-field">
          <label className="agent-login-label" htmlFor={`${id}-passWord`}>
            密码
          </label>
          <input
            id={`${id}-passWord`}
            className="agent-login-input"
            type="password"
            value={form.passWord}
            onChange={change('passWord')}
            placeholder="请输入密码"
          />
        </div>
        <div className="agent-login-field">
          <label className="agent-login-label" htmlFor={`${id}-code`}>
            验证码
          </label>
          <CompactInput
            id={`${id}-code`}
            className="agent-login-input"
            chars="any"
            value={form.code}
            onChange={(code) => set('code', code)}
            placeholder="请输入验证码"
          />
          <button
            type="button"
            className="agent-login-captcha"
            aria-label="刷新验证码"
            onClick={() => void captcha.reload()}
          >
            {captcha.image ? (
              <img className="agent-login-captcha-image" src={captcha.image} alt="" />
            ) : (
              <span className="agent-login-captcha-empty" aria-hidden="true">
                点击获取
              </span>
            )}
          </button>
        </div>
        <Button
          className="agent-login-submit"
          nativeType="submit"
          type="primary"
          block
          loading={submitting}
          disabled={submitting}
        >
          登录
        </Button>
      </form>
    </LoginFrame>
  );
}
