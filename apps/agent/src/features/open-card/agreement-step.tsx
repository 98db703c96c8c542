import { GatewayError, type UploadProgress as Progress } from '@bluecat/api/gateway';
import { validate } from '@bluecat/rules/validate';
import { SHORT_TOAST_MS, toast } from '@bluecat/ui/overlays';
import { UploadProgress } from '@bluecat/ui/upload-progress';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import {
  type AgreementForm,
  agreementDraftKey,
  agreementRules,
  isScrolledToEnd,
} from './agreement-step-rules.ts';
import { AGREEMENT_NAME, AgreementText } from './agreement-text.tsx';
import { hasSignature, type SignatureStroke, signatureDataUrl } from './signature-pad-export.ts';
import { StepButton } from './step-button.tsx';
import type { StepProps, WizardStep } from './step-props.ts';
import './agreement-step.css';
import * as calls from '@bluecat/api/calls';

// The pad brings react-signature-canvas and signature_pad: fetched when this step shows, not before.
const SignaturePad = lazy(() =>
  import('./signature-pad.tsx').then((module) => ({ default: module.SignaturePad })),
);

export const SIGNATURE_CONFIRMED = '签名已确认，继续进行提交';
/** The upload answered code 1 without the stored image's address; the spec is silent, so it is said plainly. */
export const SIGNATURE_NOT_STORED = '签名上传失败，请重新确认签名';
/** The progress bar's name, as a screen reader says it. */
export const SIGNATURE_UPLOADING = '正在上传签名';

interface AgreementDraft {
  readToEnd: boolean;
  agreed: boolean;
  strokes: SignatureStroke[];
}

const EMPTY_DRAFT: AgreementDraft = { readToEnd: false, agreed: false, strokes: [] };

/**
 * Step 2, 入网协议 network agreement: read to the end, agree, sign, then the signature is uploaded
 * (signatureUpload) and the record saved at the next step — 3 (joint photo) when the package asks for
 * a card check, else 4 (real-name). What was done survives a reload or a failed upload (a draft per
 * card in this tab), so the customer does not read and sign twice.
 */
export function AgreementStep({ record, save, goTo }: StepProps) {
  const [draft, setDraft, clearDraft] = usePersistedState<AgreementDraft>(
    agreementDraftKey(record.uimId),
    EMPTY_DRAFT,
  );
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second tap can land before React re-renders the disabled button.
  const inFlight = useRef(false);
  /** The upload under way: its bytes sent, and what cancels it (取消上传). */
  const [progress, setProgress] = useState<Progress | null>(null);
  const uploading = useRef<AbortController | null>(null);
  /**
   * The image made of these strokes, so that another try sends the very bytes the first one did; a
   * reload makes it again from the draft's strokes, which draw the same picture.
   */
  const prepared = useRef<{ strokes: SignatureStroke[]; image: string } | null>(null);
  const boxRef = useRef<HTMLElement>(null);
  const id = useId();

  const checkScrolled = useCallback(() => {
    const box = boxRef.current;
    if (!box || !isScrolledToEnd(box)) return;
    setDraft((current) => (current.readToEnd ? current : { ...current, readToEnd: true }));
  }, [setDraft]);

  // A tall screen or a large font may show the whole text without any scrolling.
  useEffect(() => {
    checkScrolled();
    window.addEventListener('resize', checkScrolled);
    return () => window.removeEventListener('resize', checkScrolled);
  }, [checkScrolled]);

  // Leaving the step ends its upload; the draft keeps the signature.
  useEffect(() => () => uploading.current?.abort(), []);

  const changeStrokes = useCallback(
    (strokes: SignatureStroke[]) => setDraft((current) => ({ ...current, strokes })),
    [setDraft],
  );

  async function next() {
    if (inFlight.current) return;
    const form: AgreementForm = {
      readToEnd: draft.readToEnd,
      agreed: draft.agreed,
      signed: hasSignature(draft.strokes),
    };
    const failure = validate(agreementRules, form);
    if (failure) {
      toast(failure.message, { duration: SHORT_TOAST_MS });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const controller = new AbortController();
    try {
      const image =
        prepared.current?.strokes === draft.strokes
          ? prepared.current.image
          : signatureDataUrl(draft.strokes);
      prepared.current = { strokes: draft.strokes, image };
      uploading.current = controller;
      setProgress({ loaded: 0, total: 0 });
      const upload = await api
        .call(
          calls.signatureUpload,
          { image },
          // The step draws its own bar: no loading overlay over it and its 取消上传.
          { loading: false, signal: controller.signal, onProgress: setProgress },
        )
        .finally(() => {
          uploading.current = null;
          setProgress(null);
        });
      if (!upload.ok) return;
      if (typeof upload.data !== 'string' || upload.data === '') {
        toast(SIGNATURE_NOT_STORED);
        return;
      }
      toast(SIGNATURE_CONFIRMED);
      const nextStep: WizardStep = record.ifCheckCard === 1 ? 3 : 4;
      const saved = await save({ openCardLocation: nextStep, netSignUrl: upload.data });
      if (!saved) return;
      clearDraft();
      goTo(nextStep);
    } catch (error) {
      // 取消上传, or a transport failure the gateway has shown: the draft stays for another try.
      if (!controller.signal.aborted && !(error instanceof GatewayError)) throw error;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const signed = hasSignature(draft.strokes);

  return (
    <section className="open-card-agreement" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="open-card-agreement-heading">
        入网协议
      </h2>
      <section
        ref={boxRef}
        className="open-card-agreement-box"
        aria-label={AGREEMENT_NAME}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus, or a keyboard cannot scroll it to the end the step asks for.
        tabIndex={0}
        onScroll={checkScrolled}
      >
        <AgreementText />
      </section>
      <p className={draft.readToEnd ? 'open-card-agreement-hint is-done' : 'open-card-agreement-hint'}>
        {draft.readToEnd ? '已阅读至协议末尾' : '请上滑阅读完整协议'}
      </p>

      <label className="open-card-agreement-consent">
        <input
          type="checkbox"
          className="open-card-agreement-checkbox"
          checked={draft.agreed}
          onChange={(event) => {
            const agreed = event.currentTarget.checked;
            setDraft((current) => ({ ...current, agreed }));
          }}
        />
        <span>我已阅读并同意{AGREEMENT_NAME}</span>
      </label>

      <div className="open-card-agreement-signature">
        <div className="open-card-agreement-signature-bar">
          <h3 className="open-card-agreement-signature-title">客户签名</h3>
          <button
            type="button"
            className="open-card-agreement-clear"
            onClick={() => changeStrokes([])}
            disabled={!signed || submitting}
          >
            清除签名
          </button>
        </div>
        <div className="open-card-agreement-pad">
          <Suspense fallback={<div className="open-card-agreement-pad-loading">签名板加载中...</div>}>
            <SignaturePad strokes={draft.strokes} onChange={changeStrokes} label="签名区域" />
          </Suspense>
          {!signed && (
            <span className="open-card-agreement-pad-placeholder" aria-hidden="true">
              请客户本人在此处手写签名
            </span>
          )}
        </div>
      </div>

      {progress && (
        <UploadProgress
          label={SIGNATURE_UPLOADING}
          loaded={progress.loaded}
          total={progress.total}
          onCancel={() => uploading.current?.abort()}
        />
      )}

      <StepButton className="open-card-agreement-next" busy={submitting} onClick={() => void next()}>
        下一步
      </StepButton>
    </section>
  );
}
