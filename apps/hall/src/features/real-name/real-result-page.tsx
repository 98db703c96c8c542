import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { alert, toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { Redirect } from '@bluecat/ui/redirect';
import { useLoad } from '@bluecat/ui/use-load';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { loadVideoQrImage } from '../../lib/face-auth/browser-effects.ts';
import { FaceAuthPanel } from '../../lib/face-auth/face-auth-gate.tsx';
import { VideoQr } from '../../lib/face-auth/video-qr.tsx';
import {
  RECORD_VIDEO_NOW,
  type RealResultState,
  readRealResultState,
  VIDEO_NOT_RECEIVED,
} from './activation.ts';
import './real-name.css';
import * as calls from '@bluecat/api/calls';

/**
 * /realResult 实名激活结果: the face has matched, so (product.md › 实名激活) the person is told to record the commitment
 * video now, with the mini program's QR code for it; 我已完成录制 asks checkVideo whether it arrived.
 * Opened without a passed verification (a typed or shared address) it is the form's turn.
 */
export default function RealResultPage() {
  const result = readRealResultState(useLocation().state);
  if (!result) return <Redirect to={paths.realName} />;
  return <RealResult result={result} />;
}

function RealResult({ result }: { result: RealResultState }) {
  const qr = useLoad((signal) => loadVideoQrImage(result.mobilePhone, signal), [result.mobilePhone]);
  const [finished, setFinished] = useState(false);
  const [checking, setChecking] = useState(false);

  // Once per visit, also under StrictMode's second mount (refs survive it).
  const alerted = useRef(false);
  useEffect(() => {
    if (alerted.current) return;
    alerted.current = true;
    void alert({ title: '提示', message: RECORD_VIDEO_NOW, confirmText: '去录制' });
  }, []);

  const confirmRecorded = async () => {
    setChecking(true);
    try {
      const answer = await api.call(calls.checkVideo, {
        serviceId: result.mobilePhone,
        biz_no: result.bizNo,
      });
      // -100 and transport errors were shown by the gateway.
      if (!answer.ok) return;
      if (answer.data.finished) setFinished(true);
      else toast(VIDEO_NOT_RECEIVED);
    } catch {
      // Shown by the gateway; the button is usable again.
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="real-name">
      <PageHeader title="实名激活" />
      {finished ? (
        <FaceAuthPanel
          picture={<DonePicture />}
          title="实名激活已提交"
          text={`号码 ${result.mobilePhone} 的承诺视频已上传，激活完成后即可正常使用。`}
        >
          <AppLink className="real-name__home" to={paths.home} replace>
            返回首页
          </AppLink>
        </FaceAuthPanel>
      ) : (
        <FaceAuthPanel
          picture={<DonePicture />}
          title="身份核验成功"
          text={`号码 ${result.mobilePhone} 还需录制承诺视频，录制完成后即完成实名激活。`}
        >
          <VideoQr
            status={qr.status === 'success' ? 'shown' : qr.status === 'error' ? 'failed' : 'loading'}
            image={qr.data ?? undefined}
            onRetry={qr.reload}
          />
          <Button
            className="real-name__confirm"
            block
            type="primary"
            loading={checking}
            disabled={checking}
            onClick={() => void confirmRecorded()}
          >
            我已完成录制
          </Button>
        </FaceAuthPanel>
      )}
    </div>
  );
}

function DonePicture() {
  return (
    <svg className="real-name__picture" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="40" fill="#e8f0ff" />
      {/* var() in a style declaration, which every engine resolves; in a fill attribute support varies. */}
      <circle cx="48" cy="48" r="28" style={{ fill: 'var(--bc-brand)' }} />
      <path
        d="m36 48 9 9 16-17"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
