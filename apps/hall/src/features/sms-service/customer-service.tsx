import { GatewayError } from '@bluecat/api/gateway';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_TYPES,
  type FeedbackForm,
  feedbackRules,
} from '@bluecat/rules/sms-service/sms-feedback';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import './sms-service.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';

const EMPTY_FEEDBACK: FeedbackForm = { appeal_type: '', appeal_note: '' };
/** product.md › 短信防打扰 */
const SENT = '意见提交成功';

/**
 * /CustomerService 意见反馈 (product.md › 短信防打扰): a type and a note of at most 100 characters with a live
 * counter, sent with INSERTUSERAPPEAL. The draft survives a failed submit and a reload.
 */
export default function CustomerService() {
  const phone = useBoundPhone();
  const navigate = useNavigate();
  const [form, setForm, clearDraft] = usePersistedState(
    'sms-feedback' satisfies HallFormDraft,
    EMPTY_FEEDBACK,
  );
  const { busy, isSending, sendOnce } = useFormSubmit();
  const noteId = useId();
  const counterId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending()) return;
    const typed = { ...form, appeal_note: form.appeal_note.trim() };
    if (!passesRules(feedbackRules, typed)) return;
    // The first rule has refused an empty type; this narrows it for the call's body.
    const { appeal_type: appealType, appeal_note: appealNote } = typed;
    if (appealType === '') return;
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.INSERTUSERAPPEAL, {
          service_id: phone,
          appeal_type: appealType,
          appeal_note: appealNote,
        });
        if (!answer.ok) return;
        toast(SENT);
        clearDraft();
        navigate(paths.selectFunction, { replace: true });
      } catch (error) {
        // The gateway has shown the transport failure; what was typed stays.
        if (!(error instanceof GatewayError)) throw error;
      }
    });
  };

  return (
    <>
      <PageHeader title="意见反馈" />
      <main className="sms-page">
        <form
          className="sms-card"
          aria-label="意见反馈"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <fieldset className="sms-types">
            <legend className="sms-legend">反馈类型</legend>
            {FEEDBACK_TYPES.map((type) => (
              <label key={type} className="sms-type">
                <input
                  type="radio"
                  name="appeal_type"
                  value={type}
                  checked={form.appeal_type === type}
                  onChange={() => setForm((draft) => ({ ...draft, appeal_type: type }))}
                />
                {type}
              </label>
            ))}
          </fieldset>
          <label className="sms-legend" htmlFor={noteId} style={{ display: 'block', marginTop: '1rem' }}>
            反馈内容
          </label>
          <textarea
            id={noteId}
            className="sms-textarea"
            placeholder="请描述您遇到的问题或建议"
            maxLength={FEEDBACK_MAX_LENGTH}
            value={form.appeal_note}
            aria-describedby={counterId}
            onChange={(event) =>
              setForm((draft) => ({
                ...draft,
                appeal_note: event.target.value.slice(0, FEEDBACK_MAX_LENGTH),
              }))
            }
          />
          <p id={counterId} className="sms-counter">
            {form.appeal_note.length}/{FEEDBACK_MAX_LENGTH}
          </p>
          <div className="sms-actions">
            <button type="submit" className="sms-button sms-button--primary" disabled={busy}>
              提交
            </button>
          </div>
        </form>
      </main>
    </>
  );
}
