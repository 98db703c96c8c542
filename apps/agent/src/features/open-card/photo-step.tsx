import { GatewayError, type UploadProgress as Progress } from '@bluecat/api/gateway';
import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/drafts';
import { SHORT_TOAST_MS, showLoading, toast } from '@bluecat/ui/overlays';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import { UploadProgress } from '@bluecat/ui/upload-progress';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { readAgentSession } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { preparePhoto, readAsDataUrl } from './photo-compress.ts';
import { photoDraftKey, preparedPhotoKey, UPLOAD_RETRY_TEXT, uploadJointPhoto } from './photo-step-upload.ts';
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

/** Photo tips (product.md › 开卡向导). */
export const PHOTO_TIPS = [
  '保持照片清晰，小卡板上的号码清晰可见',
  '请勿遮挡身份证背面和卡板',
  '避免光线过亮或过暗',
] as const;

/** A camera left open longer than this is taken as abandoned, not as the cause of a reload. */
const CAMERA_RELOAD_WINDOW_MS = 10 * 60 * 1000;
const PROCESSING_TEXT = '照片处理中...';
/** The progress bar's name, as a screen reader says it. */
export const PHOTO_UPLOADING = '正在上传照片';

interface PhotoDraft {
  /** 合拍照片 address uploadCard answered; kept until the record is saved at step 4. */
  togetherUrl: string;
  /** When the camera was opened and has not come back yet; null while it is closed. */
  cameraOpenedAt: number | null;
}

type PhotoStatus = 'none' | 'uploading' | 'uploaded' | 'pending';

const STATUS_TEXT: Record<PhotoStatus, string> = {
  none: '尚未拍摄',
  uploading: '照片上传中...',
  uploaded: '照片已上传，点击照片可重新拍摄',
  pending: '照片尚未上传成功，点击“下一步”重新上传',
};

/**
 * Step 3, 合拍 joint photo of the customer's ID and the card board (only when the package asks for a
 * card check). The photo is uploaded as soon as it is taken; 下一步 saves the record at step 4.
 *
 * Low-memory Android phones may drop the page while the camera is open and load it again afterwards:
 * the wizard then resumes at the server's location 3, and this step gets back from its draft (kept in
 * this tab before the camera opens) the photo already uploaded and the knowledge that the camera was open.
 */
export function PhotoStep({ record, save, goTo }: StepProps) {
  const [draft, setDraft, clearPhotoDraft] = usePersistedState<PhotoDraft>(photoDraftKey(record.uimId), {
    togetherUrl: record.TogetherUrl ?? '',
    cameraOpenedAt: null,
  });
  /** Local copy of the photo just taken, shown at once and without the network. */
  const [preview, setPreview] = useState<string | null>(null);
  /**
   * The prepared photo the server does not have yet (failed, cancelled, or cut short by a reload); 下一步
   * sends these same bytes again. Kept in this tab, so a reload does not ask for a new photo.
   */
  const [pending, setPendingState] = useState<string | null>(() =>
    draft.togetherUrl ? null : readDraft<string>(preparedPhotoKey(record.uimId)),
  );
  const [remoteBroken, setRemoteBroken] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The upload under way: its bytes sent, which try it is, and what cancels it. */
  const [progress, setProgress] = useState<Progress | null>(null);
  const [tries, setTries] = useState(1);
  const uploading = useRef<AbortController | null>(null);
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

  // Leaving the step ends its upload; the prepared photo stays for the way back.
  useEffect(() => () => uploading.current?.abort(), []);

  function setPending(image: string | null) {
    setPendingState(image);
    const key = preparedPhotoKey(record.uimId);
    if (image) writeDraft(key, image);
    else clearDraft(key);
  }

  function cameraOpening() {
    // Written before the camera takes over the screen, and so before the page may be dropped.
    setDraft((current) => ({ ...current, cameraOpenedAt: Date.now() }));
  }

  async function upload(image: string): Promise<string | null> {
    const workNo = readAgentSession()?.workNo ?? record.acceptPerson ?? '';
    const controller = new AbortController();
    uploading.current = controller;
    setProgress({ loaded: 0, total: 0 });
    try {
      const url = await uploadJointPhoto(image, workNo, {
        api,
        toast,
        signal: controller.signal,
        onProgress: setProgress,
        onTry: setTries,
      });
      // A refusal asks for a new photo (the gateway said why); a stored one needs no copy here.
      setPending(null);
      if (url) {
        setRemoteBroken(false);
        setDraft((current) => ({ ...current, togetherUrl: url }));
      }
      return url;
    } catch (error) {
      // 取消上传, or the network gave up even after the retries (message shown): the photo waits for 下一步.
      if (!controller.signal.aborted && !(error instanceof GatewayError)) throw error;
      setPending(image);
      return null;
    } finally {
      uploading.current = null;
      setProgress(null);
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
      // The new photo replaces whatever was uploaded before it, and is kept until the server has it.
      setPreview(URL.createObjectURL(prepared));
      setDraft((current) => ({ ...current, togetherUrl: '' }));
      setPending(image);
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
      clearPhotoDraft();
      goTo(4);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const status: PhotoStatus = progress
    ? 'uploading'
    : draft.togetherUrl
      ? 'uploaded'
      : pending
        ? 'pending'
        : 'none';
  const remote = !remoteBroken && isHttpUrl(draft.togetherUrl) ? draft.togetherUrl : null;
  // After a reload the prepared photo itself is the preview.
  const shown = preview ?? remote ?? pending;

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
      {progress && (
        <UploadProgress
          label={PHOTO_UPLOADING}
          loaded={progress.loaded}
          total={progress.total}
          onCancel={() => uploading.current?.abort()}
          {...(tries > 1 ? { note: UPLOAD_RETRY_TEXT } : {})}
        />
      )}
      <p className={`open-card-photo-status is-${status}`} aria-live="polite">
        {STATUS_TEXT[status]}
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
