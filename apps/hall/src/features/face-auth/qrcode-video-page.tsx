import { MOBILE_PATTERN } from '@bluecat/rules/patterns';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty } from '@bluecat/ui/page-state';
import { LoadError } from '@bluecat/ui/use-load';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { isQrImage } from '../../lib/face-auth/controller.ts';
import { FaceAuthPanel } from '../../lib/face-auth/face-auth-gate.tsx';
import { FACE_AUTH_MESSAGES } from '../../lib/face-auth/messages.ts';
import { VideoQr } from '../../lib/face-auth/video-qr.tsx';
import { useRouteCall } from '../../lib/route-data.ts';
import { videoNumberOf, videoQrQuery } from './route-calls.ts';

/** product.md › 人脸核验: the page was opened without a number to show the code for. */
export const NO_PHONE = '未获取手机号';

/** CPDEIMG's answer as the panel shows it: anything but an image address is a failed code. */
function qrImageOf(data: unknown): string {
  if (!isQrImage(data)) throw new LoadError(FACE_AUTH_MESSAGES.qrFailed);
  return data;
}

/**
 * /QRcodeVideo 承诺视频: a public page (product.md › 登录与授权 skip list) for finishing the commitment video outside the
 * hall's own flows, e.g. from a link sent after a card was opened. The number comes in the query as
 * `serviceId` (or `phone`); the page shows that number's mini-program QR code with the long-press hint.
 */
export default function QrcodeVideoPage() {
  const serviceId = videoNumberOf(useUrlSearchParams()[0]);
  return (
    <div className="face-auth-page">
      <PageHeader title="承诺视频" />
      {MOBILE_PATTERN.test(serviceId) ? <VideoCode serviceId={serviceId} /> : <PageEmpty text={NO_PHONE} />}
    </div>
  );
}

/** The code of the address's number, through the route's first call (route-calls.ts). */
function VideoCode({ serviceId }: { serviceId: string }) {
  const qr = useRouteCall(videoQrQuery, qrImageOf);
  return (
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
  );
}
