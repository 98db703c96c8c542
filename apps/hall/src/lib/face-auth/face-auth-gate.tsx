import { Button } from '@bluecat/ui/button';
import { type ReactNode, useId } from 'react';
import { FACE_AUTH_MESSAGES } from './messages.ts';
import type { FaceAuth } from './use-face-auth.ts';
import { VideoQr } from './video-qr.tsx';
import './face-auth.css';

export interface FaceAuthPanelProps {
  title: string;
  text: ReactNode;
  /** A picture above the title. */
  picture?: ReactNode;
  /** What comes under the text: a QR code, the buttons. */
  children?: ReactNode;
}

/** A step or outcome of the verification on a white card: picture, title, what to do, and the way on. */
export function FaceAuthPanel({ title, text, picture, children }: FaceAuthPanelProps) {
  const titleId = useId();
  return (
    <section className="face-auth-panel" aria-labelledby={titleId}>
      {picture}
      <h2 id={titleId} className="face-auth-panel__title">
        {title}
      </h2>
      <p className="face-auth-panel__text">{text}</p>
      {children}
    </section>
  );
}

export interface FaceAuthFailedProps {
  message: string;
  onRetry: () => void;
  onBack: () => void;
}

/** 身份核验失败 the authentication-failed screen (product.md › 人脸核验): the result could not be had. */
export function FaceAuthFailed({ message, onRetry, onBack }: FaceAuthFailedProps) {
  return (
    <FaceAuthPanel picture={<FailedPicture />} title={FACE_AUTH_MESSAGES.failedTitle} text={message}>
      <div className="face-auth-panel__actions">
        <Button block type="primary" onClick={onRetry}>
          重试
        </Button>
        <Button block type="default" onClick={onBack}>
          返回修改
        </Button>
      </div>
    </FaceAuthPanel>
  );
}

export interface VideoRequiredProps {
  status: 'loading' | 'shown' | 'failed';
  image?: string;
  onRetry: () => void;
  onBack: () => void;
}

/** -106: the commitment video is still missing; its QR code, and the way back to the form. */
export function VideoRequired({ status, image, onRetry, onBack }: VideoRequiredProps) {
  return (
    <FaceAuthPanel title="录制承诺视频" text={`${FACE_AUTH_MESSAGES.videoRequired}，上传完成后请重新提交。`}>
      <VideoQr status={status} image={image} onRetry={onRetry} />
      <div className="face-auth-panel__actions">
        <Button block type="default" onClick={onBack}>
          返回修改
        </Button>
      </div>
    </FaceAuthPanel>
  );
}

/**
 * What a face-verification screen shows: the authentication-failed screen, the commitment-video QR code,
 * or else its own form (`children`), which is also what stays visible while a start or check runs.
 */
export function FaceAuthGate({ auth, children }: { auth: FaceAuth; children: ReactNode }) {
  const { state } = auth;
  switch (state.phase) {
    case 'failed':
      return <FaceAuthFailed message={state.message} onRetry={auth.retry} onBack={auth.backToForm} />;
    case 'video-required':
      return <VideoRequired status="loading" onRetry={auth.retryQr} onBack={auth.backToForm} />;
    case 'qr-shown':
      return (
        <VideoRequired status="shown" image={state.image} onRetry={auth.retryQr} onBack={auth.backToForm} />
      );
    case 'qr-failed':
      return <VideoRequired status="failed" onRetry={auth.retryQr} onBack={auth.backToForm} />;
    default:
      return <>{children}</>;
  }
}

function FailedPicture() {
  return (
    <svg className="face-auth-panel__picture" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="40" fill="#fff3ef" />
      <circle cx="48" cy="44" r="16" fill="none" stroke="#ff8a65" strokeWidth="4" />
      <path
        d="M26 74c5-10 13-15 22-15s17 5 22 15"
        fill="none"
        stroke="#ff8a65"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="m66 22 12 12m0-12L66 34" stroke="#fa5151" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
