import { complaintRules } from '@bluecat/rules/other-services/complaint';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import './other-services.css';
import * as calls from '@bluecat/api/calls';

/** sessionStorage draft: the complaint survives a refused submit and a reload. */
export const COMPLAINT_DRAFT: HallFormDraft = 'complaint';

/** The spec sets no limit; 500 characters keep a complaint to what a person types on a phone. */
export const COMPLAINT_MAX = 500;

/** /complain 投诉 (product.md › 其他服务): the text (请填写内容 when empty), COMPLAINT, then /complainSuccess. */
export default function ComplainPage() {
  const fieldId = useId();
  const counterId = useId();
  const navigate = useNavigate();
  const [draft, setDraft, clearStored] = usePersistedState(COMPLAINT_DRAFT, { content: '' });
  const { content } = draft;
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validate(complaintRules, { content });
    if (invalid) {
      toast(invalid.message);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      // -100 and transport failures are shown by the gateway; the text stays for another try.
      const answer = await api.call(calls.COMPLAINT, { content: content.trim() });
      if (answer.ok) {
        clearStored();
        navigate(paths.complainSuccess, { replace: true });
      }
    } catch {
      // Already reported by the gateway.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="other-services">
      <PageHeader title="投诉" />
      <main className="other-services__main">
        <form className="other-services__card other-services__form" onSubmit={submit} noValidate>
          <label className="other-services__label" htmlFor={fieldId}>
            投诉内容
          </label>
          <textarea
            id={fieldId}
            className="other-services__textarea"
            value={content}
            maxLength={COMPLAINT_MAX}
            rows={6}
            placeholder="请描述您遇到的问题，我们会尽快处理"
            aria-describedby={counterId}
            onChange={(event) => setDraft({ content: event.target.value })}
          />
          <p id={counterId} className="other-services__counter">
            {content.length}/{COMPLAINT_MAX}
          </p>
          <Button nativeType="submit" type="primary" block loading={busy} disabled={busy}>
            提交
          </Button>
        </form>
      </main>
    </div>
  );
}
