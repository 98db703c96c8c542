import { Button } from '@bluecat/ui/button';
import { FACE_AUTH_MESSAGES } from './messages.ts';
import './face-auth.css';

export interface VideoQrProps {
  status: 'loading' | 'shown' | 'failed';
  /** The QR code (a data URL or an http(s) address) once shown. */
  image?: string;
  onRetry: () => void;
}

/**
 * The mini-program QR code for recording the 承诺视频 commitment video (product.md › 人脸核验). It is a real <img>: WeChat
 * offers 识别图中小程序码 on a long press only for images.
 */
export function VideoQr({ status, image, onRetry }: VideoQrProps) {
  if (status === 'loading') {
    return (
      <div className="face-auth-qr">
        <div
          className="face-auth-qr__frame face-auth-qr__frame--loading"
          role="progressbar"
          aria-label="二维码加载中"
        />
      </div>
    );
  }
  if (status === 'failed' || !image) {
    return (
      <div className="face-auth-qr">
        <div className="face-auth-qr__frame face-auth-qr__frame--failed">
          <p className="face-auth-qr__failed" role="alert">
            {FACE_AUTH_MESSAGES.qrFailed}
          </p>
        </div>
        <Button size="small" type="primary" fill="outline" onClick={onRetry}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <figure className="face-auth-qr">
      <img className="face-auth-qr__frame face-auth-qr__image" src={image} alt="承诺视频小程序码" />
      <figcaption className="face-auth-qr__hint">{FACE_AUTH_MESSAGES.qrHint}</figcaption>
    </figure>
  );
}
