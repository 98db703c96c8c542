import type { FaceAuthForm } from '@bluecat/rules/face-auth/face-auth';
import type { Rule } from '@bluecat/rules/validate';
import { readDraft } from '@bluecat/ui/drafts';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { passesRules } from '../form/form-submit.ts';
import { endFlow, type HallFlow } from '../hall-drafts.ts';
import type { ApplicationFailState } from '../outcome/fail-reason.ts';
import { useLeaveConfirm } from '../use-leave-confirm.ts';
import type { FaceAuthType } from './flows.ts';
import type { FaceAuth } from './use-face-auth.ts';
import { useVerifiedForm } from './use-verified-form.ts';

/** The answer of an application call, as the gateway hands it over. */
interface Answer {
  ok: boolean;
  code: number;
  msg: string;
}

export interface VerifiedApplicationOptions<Draft extends { biz_no: string }, Form> {
  /** The face check this application follows, and the start page that asked for it. */
  verification: { type: FaceAuthType; startPath: string; startDraft: string };
  /** The flow whose drafts (start form and application) go once it is sent or left. */
  flow: HallFlow;
  /** The draft's key and its empty value: every field but the service password, plus the check's biz_no. */
  draftKey: string;
  emptyDraft: Draft;
  /** Asked before the header's back or the phone's back gesture leaves what was typed for 办理. */
  leaveMessage: string;
  /** The draft's fields and the password (kept in memory only) as the rules read them. */
  formOf: (fields: Omit<Draft, 'biz_no'>, phonePassword: string) => Form;
  rules: readonly Rule<Form>[];
  send: (form: Form, bizNo: string) => Promise<Answer>;
  /** Where an accepted application goes (its review page), and where a -100 refusal shows its reason. */
  auditPath: string;
  failPath: string;
}

export interface VerifiedApplication<Draft> {
  auth: FaceAuth;
  draft: Draft;
  update: <K extends keyof Draft>(field: K, value: Draft[K]) => void;
  phonePassword: string;
  setPhonePassword: (value: string) => void;
  busy: boolean;
  submit: (event: FormEvent) => Promise<void>;
  /** The header's back: asks first. */
  back: () => void;
}

/**
 * An application sent after a passed face check (销户 and 补卡, product.md › 人脸核验). The draft keeps every field
 * but the service password across a reload, the provider's round trip and a failed submit. The rules'
 * message comes first; then one call at a time: accepted → the review page, the draft gone; -100 → the
 * fail page with the server's reason; any other answer or a transport error was shown by the gateway, and
 * everything typed, the password included, stays.
 */
export function useVerifiedApplication<Draft extends { biz_no: string }, Form>(
  options: VerifiedApplicationOptions<Draft, Form>,
): VerifiedApplication<Draft> {
  const { verification, formOf, rules, send, auditPath, failPath } = options;
  const navigate = useNavigate();
  const [draft, setDraft] = usePersistedState(options.draftKey, options.emptyDraft);
  const [phonePassword, setPhonePassword] = useState('');
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const auth = useVerifiedForm({
    type: verification.type,
    startPath: verification.startPath,
    bizNo: draft.biz_no,
    startForm: readDraft<Partial<FaceAuthForm>>(verification.startDraft) ?? {},
    onVerified: (bizNo) =>
      setDraft((current) => (current.biz_no === bizNo ? current : { ...current, biz_no: bizNo })),
  });
  const leave = useLeaveConfirm(options.leaveMessage, paths.businessHandle, {
    onLeave: () => endFlow(options.flow),
  });

  const update = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const { biz_no: bizNo, ...fields } = draft;
    const form = formOf(fields, phonePassword);
    if (!passesRules(rules, form)) return;
    submitting.current = true;
    setBusy(true);
    try {
      const answer = await send(form, bizNo);
      if (answer.ok) {
        // Sent: the ID, the bank card and the check's biz_no are no longer needed in this tab.
        endFlow(options.flow);
        navigate(auditPath, { replace: true });
      } else if (answer.code === -100) {
        const state: ApplicationFailState = { reason: answer.msg };
        navigate(failPath, { state });
      }
    } catch {
      // The gateway has shown the transport error.
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return { auth, draft, update, phonePassword, setPhonePassword, busy, submit, back: leave.back };
}
