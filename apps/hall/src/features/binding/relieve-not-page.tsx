import {
  normaliseUnbindById,
  type UnbindByIdForm,
  unbindByIdRules,
} from '@bluecat/rules/binding/unbind-by-id';
import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { forgetSubscriber } from '../../lib/forget-subscriber.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { endFlow, HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { useMemberAccess } from '../../lib/member-access.ts';
import { useLeaveConfirm } from '../../lib/use-leave-confirm.ts';
import { unbindByIdOutcome } from './unbind.ts';
import { UnboundPrompt } from './unbound-prompt.tsx';
import './binding.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

export const RELIEVE_NOT_DRAFT = HALL_DRAFTS.unbindById;
const EMPTY: UnbindByIdForm = { idCard: '', name: '' };
export const LEAVE_RELIEVE_NOT = '您确定退出解绑吗？';

/** React Router numbers the entries of a visit; "back 2 pages" (product.md › 号码绑定) needs two behind this one. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return 0;
}

/**
 * /relieveNot 解绑 by ID number and name (product.md › 号码绑定, reached from 收不到验证码): RELIEVE_BINDING type 2 for the
 * bound number. Unbound: data.msg, then back 2 pages (to where 解绑 was chosen); -100 its message; any
 * other code 数据异常.
 */
export default function RelieveNotPage() {
  const navigate = useNavigate();
  const { member, error, reload } = useMemberAccess();
  const [form, setForm, clearForm] = usePersistedState(RELIEVE_NOT_DRAFT, EMPTY);
  // A confirmed exit ends the unbind: the ID number and name typed go with it.
  const leave = useLeaveConfirm(LEAVE_RELIEVE_NOT, paths.relieve, { onLeave: () => endFlow('unbindById') });
  const { busy, isSending, sendOnce } = useFormSubmit();
  const mobilePhone = member?.mobilePhoneInfo?.mobilePhone ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    const typed = normaliseUnbindById(form);
    if (!passesRules(unbindByIdRules, typed)) return;
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.RELIEVE_BINDING, {
          type: 2,
          mobilePhone,
          idCard: typed.idCard,
          name: typed.name,
        });
        const outcome = unbindByIdOutcome(answer);
        if (outcome.kind !== 'none' && outcome.message) toast(outcome.message);
        if (outcome.kind === 'unbound') {
          clearForm();
          forgetSubscriber();
          leave.release();
          void reload();
          if (historyIndex() >= 2) navigate(-2);
          else navigate(paths.accountBind, { replace: true });
        }
      } catch {
        // The gateway has shown the transport error; the form stays for another try.
      }
    });
  };

  let body: JSX.Element;
  if (member === null) {
    body =
      error !== null ? (
        <PageError message={error} onRetry={() => void reload()} />
      ) : (
        <PageSkeleton rows={3} />
      );
  } else if (!mobilePhone) {
    body = <UnboundPrompt />;
  } else {
    body = (
      <form className="binding-form" aria-label="身份信息解绑" onSubmit={submit} noValidate>
        <div className="binding-form__fields">
          <TextField
            layout="row"
            label="手机号码"
            value={mobilePhone}
            onChange={() => undefined}
            placeholder=""
            compact={ENTRY.phone}
            readOnly
          />
          <TextField
            layout="row"
            label="身份证号"
            value={form.idCard}
            onChange={(value) => setForm((draft) => ({ ...draft, idCard: value }))}
            placeholder="请输入机主身份证号"
            compact={ENTRY.idCard}
            disabled={busy}
          />
          <TextField
            layout="row"
            label="姓名"
            value={form.name}
            onChange={(value) => setForm((draft) => ({ ...draft, name: value }))}
            placeholder="请输入机主姓名"
            maxLength={MAX_LENGTH.name}
            disabled={busy}
          />
        </div>
        <Button
          className="binding-form__submit"
          block
          type="primary"
          nativeType="submit"
          loading={busy}
          disabled={busy}
        >
          确认解绑
        </Button>
      </form>
    );
  }

  return (
    <div className="binding">
      <PageHeader title="身份信息解绑" onBack={leave.back} />
      <p className="binding__lead">收不到验证码时，可填写机主身份信息解绑</p>
      {body}
    </div>
  );
}
