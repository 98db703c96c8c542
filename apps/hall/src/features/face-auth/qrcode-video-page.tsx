import { MOBILE_PATTERN } from '@bluecat/rules/patterns';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { loadVideoQrImage } from '../../lib/face-auth/browser-effects.ts';
import { FaceAuthPanel } from '../../lib/face-auth/face-auth-gate.tsx';
import { FACE_AUTH_MESSAGES } from '../../lib/face-auth/messages.ts';
import { VideoQr } from '../../lib/face-auth/video-qr.tsx';

/** 001 §8: the page was opened without a number to show the code for. */
export const NO_PHONE = '未获取手机号';

/**
 * /QRcodeVideo 承诺视频: a public page (000 §2.1 skip list) for finishing the commitment video outside the
 * hall's own flows, e.g. from a link sent after a card was opened. The number comes in the query as
 * `serviceId` (or `phone`); the page shows that number's mini-program QR code with the long-press hint.
 */
export default function QrcodeVideoPage() {
  const [params] = useUrlSearchParams();
  const serviceId = (params.get('serviceId') ?? params.get('phone') ?? '').trim();
  const valid = MOBILE_PATTERN.test(serviceId);
  const qr = useLoad(
    (signal) => (valid ? loadVideoQrImage(serviceId, signal) : Promise.resolve(null)),
    [serviceId, valid],
  );

  return (
    <div className="face-auth-page">
      <PageHeader title="承诺视频" />
      {valid ? (
        <FaceAuthPanel
          title={FACE_AUTH_MESSAGES.videoRequired}
          text={`号码 ${serviceId} 需录制承诺视频，录制完成后即可正常使用。`}
        >
          <VideoQr
            status={qr.status === 'success' ? 'shown' : qr.status === 'error' ? 'failed' : 'loading'}
            image={qr.data ?? undefined}
            onRetry={qr.reload}
          />
        </FaceAuthPanel>
      ) : (
        <PageEmpty text={NO_PHONE} />
      )}
    </div>
  );
}
