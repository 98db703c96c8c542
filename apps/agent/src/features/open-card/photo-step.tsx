import { GatewayError } from '@bluecat/api/gateway';
import { SHORT_TOAST_MS, showLoading, toast } from '@bluecat/ui/overlays';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { readAgentSession } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { preparePhoto, readAsDataUrl } from './photo-compress.ts';
import { photoDraftKey, uploadJointPhoto } from './photo-step-upload.ts';
import { StepButton } from './step-button.tsx';
import type { StepProps } from './step-props.ts';
import './photo-step.css';

export const PHOTO_MESSAGES = {
  missing: '请点击合拍图片进行拍照',
  /**
   * The spec is silent on the next three. Android may reload the page while the camera app is in
   * front; the photo taken then never reaches the page, and the agent has to know to take it again.
   */
  reloaded: '拍照时页面被重新加载，请重新拍照',
  notImage: '请选择图片文件',
  unreadable: '照片处理失败，请重新拍照',
} as const;

/** 002 §5 photo tips. */
export const PHOTO_TIPS = [
  '保持照片清晰，小卡板上的号码清晰可见',
  '请勿遮挡身份证背面和卡板',
  '避免光线过亮或过暗',
] as const;

/** A camera left open longer than this is taken as abandoned, not as the cause of a reload. */
const CAMERA_RELOAD_WINDOW_MS = 10 * 60 * 1000;
const PROCESSING_TEXT = '照片处理中...';

interface PhotoDraft {
  /** 合拍照片 address uploadCard answered; kept until the record is saved at step 4. */
  togetherUrl: string;
  /** When the camera was opened and has not come back yet; null while it is closed. */
  cameraOpenedAt: number | null;
}

type PhotoStatus = 'none' | 'uploaded' | 'pending';

/**
 * Step 3, 合拍 joint photo of the customer's ID and the card board (only when the package asks for a
 * card check). The photo is uploaded as soon as it is taken; 下一步 saves the record at step 4.
 *
 * Low-memory Android phones may drop the page while the camera is open and load it again afterwards:
 * the wizard then resumes at the server's location 3, and this step gets back from its draft (kept in
 * this tab before the camera opens) the photo already uploaded and the knowledge that the camera was open.
 */
export function PhotoStep({ record, save, goTo }: StepProps) {
  const [draft, setDraft, clearDraft] = usePersistedState<PhotoDraft>(photoDraftKey(record.uimId), {
    togetherUrl: record.TogetherUrl ?? '',
    cameraOpenedAt: null,
  });
  /** Local copy of the photo just taken, shown at once and without the network. */
  const [preview, setPreview] = useState<string | null>(null);
  /** A prepared photo whose upload did not get through; 下一步 sends it again. */
  const [pending, setPending] = useState<string | null>(null);
  const [remoteBroken, setRemoteBroken] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // Coming back from a reload that happened with the camera open.
  const openedAt = useRef(draft.cameraOpenedAt);
  useEffect(() => {
    const opened = openedAt.current;
    if (opened === null) return;
    openedAt.current = null;
    setDraft((current) => ({ ...current, cameraOpenedAt: null }));
    if (Date.now() - opened < CAMERA_RELOAD_WINDOW_MS) toast(PHOTO_MESSAGES.reloaded);
  }, [setDraft]);

  // Closing the camera without a photo fires `cancel` (no change event): the flag goes with it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const cancelled = () => setDraft((current) => ({ ...current, cameraOpenedAt: null }));
    input.addEventListener('cancel', cancelled);
    return () => input.removeEventListener('cancel', cancelled);
  }, [setDraft]);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function cameraOpening() {
    // Written before the camera takes over the screen, and so before the page may be dropped.
    setDraft((current) => ({ ...current, cameraOpenedAt: Date.now() }));
  }

  async function upload(image: string): Promise<string | null> {
    const workNo = readAgentSession()?.workNo ?? record.acceptPerson ?? '';
    try {
      const url = await uploadJointPhoto(image, workNo, { api, toast });
      setPending(null);
      if (url) {
        setRemoteBroken(false);
        setDraft((current) => ({ ...current, togetherUrl: url }));
      }
      return url;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // The network gave up even after the retries (message shown); the photo waits for 下一步.
      setPending(image);
      return null;
    }
  }

  async function photoChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so taking a photo of the same name again still fires a change.
    input.value = '';
    setDraft((current) => ({ ...current, cameraOpenedAt: null }));
    if (!file || inFlight.current) return;
    // Some Android cameras hand over a capture without a type; only a type that is not an image is refused.
    if (file.type !== '' && !file.type.startsWith('image/')) {
      toast(PHOTO_MESSAGES.notImage);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      let prepared: Blob;
      let image: string;
      const hideLoading = showLoading(PROCESSING_TEXT);
      try {
        prepared = await preparePhoto(file);
        image = await readAsDataUrl(prepared);
      } catch {
        toast(PHOTO_MESSAGES.unreadable);
        return;
      } finally {
        hideLoading();
      }
      // The new photo replaces whatever was uploaded before it.
      setPreview(URL.createObjectURL(prepared));
      setDraft((current) => ({ ...current, togetherUrl: '' }));
      await upload(image);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function next() {
    if (inFlight.current) return;
    if (!draft.togetherUrl && !pending) {
      toast(PHOTO_MESSAGES.missing, { duration: SHORT_TOAST_MS });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const url = draft.togetherUrl || (pending ? await upload(pending) : null);
      if (!url) return;
      const saved = await save({ openCardLocation: 4, TogetherUrl: url });
      if (!saved) return;
      clearDraft();
      goTo(4);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const status: PhotoStatus = draft.togetherUrl ? 'uploaded' : pending ? 'pending' : 'none';
  const remote = !remoteBroken && isHttpUrl(draft.togetherUrl) ? draft.togetherUrl : null;
  const shown = preview ?? remote;

  return (
    <section className="open-card-photo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="open-card-photo-heading">
        合拍照片
      </h2>
      <p className="open-card-photo-intro">请将客户身份证与卡板放在一起，拍摄一张合照</p>

      <input
        ref={inputRef}
        id={`${id}-camera`}
        className="open-card-photo-input"
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="拍摄合拍照片"
        disabled={busy}
        onClick={cameraOpening}
        onChange={(event) => void photoChosen(event)}
      />
      <label htmlFor={`${id}-camera`} className="open-card-photo-shot">
        {shown ? (
          <img
            className="open-card-photo-image"
            src={shown}
            alt="合拍照片预览"
            onError={() => setRemoteBroken(true)}
          />
        ) : status === 'uploaded' ? (
          <span className="open-card-photo-placeholder">照片已上传</span>
        ) : (
          <span className="open-card-photo-placeholder">
            <SampleIcon />
            <span>点击拍摄合拍照片</span>
          </span>
        )}
      </label>
      <p className={`open-card-photo-status is-${status}`} aria-live="polite">
        {status === 'uploaded'
          ? '照片已上传，点击照片可重新拍摄'
          : status === 'pending'
            ? '照片尚未上传成功，点击“下一步”重新上传'
            : '尚未拍摄'}
      </p>

      <div className="open-card-photo-tips">
        <h3 className="open-card-photo-tips-title">拍照要求</h3>
        <ol className="open-card-photo-tips-list">
          {PHOTO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </div>

      <StepButton className="open-card-photo-next" busy={busy} onClick={() => void next()}>
        下一步
      </StepButton>
    </section>
  );
}

/** An ID card beside a card board under a camera mark: what the photo should show. */
function SampleIcon() {
  return (
    <svg className="open-card-photo-sample" viewBox="0 0 120 72" aria-hidden="true" focusable="false">
      <rect x="6" y="16" width="62" height="40" rx="4" fill="#e8f0ff" stroke="#7aa7ff" strokeWidth="2" />
      <path d="M14 30h26M14 38h34M14 46h20" stroke="#b9cdfb" strokeWidth="3" strokeLinecap="round" />
      <circle cx="56" cy="34" r="6" fill="#b9cdfb" />
      <rect x="76" y="10" width="38" height="52" rx="4" fill="#fff" stroke="#7aa7ff" strokeWidth="2" />
      <rect x="86" y="20" width="18" height="14" rx="2" fill="#ffcf6b" />
      <path d="M84 44h22M84 51h16" stroke="#b9cdfb" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
