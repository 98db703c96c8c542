import { checkIccid, type IccidCheck, looksLikeIccid, recognisedIccid } from '@bluecat/rules/open-card/iccid';
import { useDialogFocus } from '@bluecat/ui/use-dialog-focus';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type BarcodeReader, canReadBarcodes, openBarcodeReader } from './barcode-reader.ts';
import {
  CAMERA_MESSAGES,
  type CameraProblem,
  cameraProblemOf,
  cameraUnavailable,
  openRearCamera,
  stopCamera,
} from './camera.ts';
import './card-scan.css';

/** How often the picture is read while nothing good has been: about seven times a second. */
const LOOK_INTERVAL_MS = 150;

type ScanOutcome =
  | { kind: 'read'; iccid: string; cardNo: string }
  | { kind: 'problem'; problem: CameraProblem }
  | { kind: 'cancel' };

type Note = { kind: 'read' | 'refused'; text: string };

export interface CardScanProps {
  /** The 卡号 input: a whole ICCID pasted into it is checked as a read is. */
  inputId: string;
  /** A good read's 卡号 entry, the ICCID's last 7 digits. */
  onRead: (cardNo: string) => void;
}

/**
 * 扫描卡板 (product.md › 开卡向导 › 扫描卡板): the scan button under 卡号, the camera sheet it opens, and the
 * check of a whole ICCID pasted into the field. Only the read's digits leave the sheet; no picture is
 * kept or sent. It comes with the card entry; the decoder is fetched on a tap (barcode-reader.ts).
 */
export function CardScan({ inputId, onRead }: CardScanProps) {
  const reasonId = useId();
  const [unavailable] = useState(() => cameraUnavailable() ?? (canReadBarcodes() ? null : 'noDecoder'));
  const [problem, setProblem] = useState<CameraProblem | null>(unavailable);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  const accept = (check: Extract<IccidCheck, { ok: true }>) => {
    onReadRef.current(check.cardNo);
    setNote({ kind: 'read', text: recognisedIccid(check.iccid) });
  };
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  // A whole ICCID pasted into 卡号 is checked, and on a pass becomes its last 7 digits; anything else
  // pasted is kept as the field keeps it. Typing puts the note away: the read ICCID is shown once.
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input) return;
    const paste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text') ?? '';
      if (!looksLikeIccid(text)) return;
      event.preventDefault();
      const check = checkIccid(text);
      if (check.ok) acceptRef.current(check);
      else setNote({ kind: 'refused', text: check.message });
    };
    const typed = () => setNote(null);
    input.addEventListener('paste', paste);
    input.addEventListener('input', typed);
    return () => {
      input.removeEventListener('paste', paste);
      input.removeEventListener('input', typed);
    };
  }, [inputId]);

  const finish = (outcome: ScanOutcome) => {
    setOpen(false);
    if (outcome.kind === 'read') {
      setProblem(null);
      acceptRef.current({ ok: true, iccid: outcome.iccid, cardNo: outcome.cardNo });
    } else if (outcome.kind === 'problem') {
      setProblem(outcome.problem);
    }
  };

  return (
    <div className="card-scan">
      <button
        type="button"
        className="card-scan-button"
        disabled={unavailable !== null}
        aria-describedby={problem ? reasonId : undefined}
        onClick={() => {
          setNote(null);
          setOpen(true);
        }}
      >
        扫描卡板条码
      </button>
      {problem && (
        // A live region without the status role, which is the toasts' (product.md › 错误与提示).
        <p id={reasonId} className="card-scan-reason" aria-live="polite">
          {CAMERA_MESSAGES[problem]}
        </p>
      )}
      {note && (
        <p
          className={`card-scan-note card-scan-note--${note.kind}`}
          role={note.kind === 'refused' ? 'alert' : undefined}
          aria-live={note.kind === 'refused' ? undefined : 'polite'}
        >
          {note.text}
        </p>
      )}
      {open && <CardScanSheet onDone={finish} />}
    </div>
  );
}

/**
 * The rear camera's picture with a frame to aim at, read until a good ICCID or 取消. The camera stops
 * when the sheet closes, when a code is read and on pagehide.
 */
function CardScanSheet({ onDone }: { onDone: (outcome: ScanOutcome) => void }) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [looking, setLooking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const cancelRef = useRef(() => onDone({ kind: 'cancel' }));
  useDialogFocus(frame);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: number | undefined;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stopCamera(stream);
      if (video.current) video.current.srcObject = null;
    };
    const finish = (outcome: ScanOutcome) => {
      if (stopped) return;
      stop();
      onDoneRef.current(outcome);
    };
    cancelRef.current = () => finish({ kind: 'cancel' });
    const leave = () => finish({ kind: 'cancel' });
    window.addEventListener('pagehide', leave);

    const look = async (element: HTMLVideoElement, reader: BarcodeReader) => {
      let texts: string[] = [];
      try {
        texts = await reader.read(element);
      } catch {
        // A picture not drawn yet: the next look reads the next one.
      }
      if (stopped) return;
      for (const text of texts) {
        const check = checkIccid(text);
        if (check.ok) {
          finish({ kind: 'read', iccid: check.iccid, cardNo: check.cardNo });
          return;
        }
        // Refused, and the camera keeps looking.
        setRefusal(check.message);
      }
      timer = window.setTimeout(() => void look(element, reader), LOOK_INTERVAL_MS);
    };

    const start = async () => {
      const reader = openBarcodeReader();
      // Its failure is answered once the camera is open, below.
      reader.catch(() => undefined);
      try {
        stream = await openRearCamera();
      } catch (error) {
        finish({ kind: 'problem', problem: cameraProblemOf(error) });
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stopCamera(stream);
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let opened: BarcodeReader;
      try {
        opened = await reader;
      } catch {
        finish({ kind: 'problem', problem: 'decoderFailed' });
        return;
      }
      if (stopped) return;
      setLooking(true);
      void look(element, opened);
    };
    void start();

    return () => {
      window.removeEventListener('pagehide', leave);
      stop();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') cancelRef.current();
  };

  return (
    <div
      ref={frame}
      className="card-scan-sheet"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="card-scan-title">
        扫描卡板条码
      </h2>
      <div className="card-scan-view">
        <video ref={video} className="card-scan-video" muted playsInline aria-label="摄像头画面" />
        <div className="card-scan-aim" aria-hidden="true" />
      </div>
      <p className="card-scan-hint" aria-live="polite">
        {looking ? '请将卡板背面的ICCID条码放入框内' : '正在打开摄像头…'}
      </p>
      {refusal && (
        <p className="card-scan-refusal" role="alert">
          {refusal}
        </p>
      )}
      <button type="button" className="card-scan-cancel" onClick={() => cancelRef.current()}>
        取消
      </button>
    </div>
  );
}
